import { VersionedEdit } from '../shared/VersionedEdit';
import { AdministrativeAreaForm } from './AdministrativeAreaForm';

// Pessimistic: 'Edited Successfully' is shown only once the server has saved it.
export const AdministrativeAreaEdit = () => (
  <VersionedEdit redirect="list">
    <AdministrativeAreaForm />
  </VersionedEdit>
);
