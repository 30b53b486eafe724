import { SavedEdit } from '../shared/SavedScreens';
import { InstitutionForm } from './InstitutionForm';

// Pessimistic: 'Institution edited successful' only once the server has saved it.
export const InstitutionEdit = () => (
  <SavedEdit message="zabuni.institutions.edited" then="show">
    <InstitutionForm />
  </SavedEdit>
);
