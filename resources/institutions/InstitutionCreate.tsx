import { SavedCreate } from '../shared/SavedScreens';
import { InstitutionForm } from './InstitutionForm';

// 'Institution registered successful' once the server has saved it; then its page.
export const InstitutionCreate = () => (
  <SavedCreate message="zabuni.institutions.registered" then="show">
    <InstitutionForm />
  </SavedCreate>
);
