import { Create } from 'react-admin';
import { AdministrativeAreaForm } from './AdministrativeAreaForm';

export const AdministrativeAreaCreate = () => (
  <Create redirect="list">
    <AdministrativeAreaForm />
  </Create>
);
