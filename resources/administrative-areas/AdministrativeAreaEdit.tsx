import { Edit } from 'react-admin';
import { AdministrativeAreaForm } from './AdministrativeAreaForm';

// Pessimistic: 'Edited Successfully' is shown only once the server has saved it.
export const AdministrativeAreaEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <AdministrativeAreaForm />
  </Edit>
);
