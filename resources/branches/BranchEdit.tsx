import { VersionedEdit } from '../shared/VersionedEdit';
import { BranchForm } from './BranchForm';

// Pessimistic: 'Edited Successfully' is shown only once the server has saved it.
export const BranchEdit = () => (
  <VersionedEdit redirect="list">
    <BranchForm />
  </VersionedEdit>
);
