import { Edit } from 'react-admin';
import { BranchForm } from './BranchForm';

// Pessimistic: 'Edited Successfully' is shown only once the server has saved it.
export const BranchEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <BranchForm />
  </Edit>
);
