import { VersionedEdit } from '../shared/VersionedEdit';
import { ChargeTypeForm } from './ChargeTypeForm';

// Pessimistic: 'Edited Successfully' is shown only once the server has saved it.
export const ChargeTypeEdit = () => (
  <VersionedEdit redirect="list">
    <ChargeTypeForm />
  </VersionedEdit>
);
