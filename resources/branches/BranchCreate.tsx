import { Create } from 'react-admin';
import { BranchForm } from './BranchForm';

export const BranchCreate = () => (
  <Create redirect="list">
    <BranchForm isNew />
  </Create>
);
