import { Create } from 'react-admin';
import { ChargeTypeForm } from './ChargeTypeForm';

export const ChargeTypeCreate = () => (
  <Create redirect="list">
    <ChargeTypeForm />
  </Create>
);
