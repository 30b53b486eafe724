import { Edit } from 'react-admin';
import { ChargeTypeForm } from './ChargeTypeForm';

// Pessimistic: 'Edited Successfully' is shown only once the server has saved it.
export const ChargeTypeEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <ChargeTypeForm />
  </Edit>
);
