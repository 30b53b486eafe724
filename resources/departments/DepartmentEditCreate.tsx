import { Create } from 'react-admin';
import { VersionedEdit } from '../shared/VersionedEdit';
import { DepartmentForm } from './DepartmentForm';
import { useSaveFailure } from './failures';

export const DepartmentCreate = () => {
  const onError = useSaveFailure();
  return (
    <Create redirect="show" mutationOptions={{ onError }}>
      <DepartmentForm isNew />
    </Create>
  );
};

// Pessimistic: 'Edited Successfully' is shown only once the server has saved it.
export const DepartmentEdit = () => {
  const onError = useSaveFailure();
  return (
    <VersionedEdit redirect="show" mutationOptions={{ onError }}>
      <DepartmentForm />
    </VersionedEdit>
  );
};
