import { useNotify, useRedirect } from 'react-admin';
import { VersionedEdit } from '../shared/VersionedEdit';
import { RoleForm } from './RoleForm';
import { useRoleFailure } from './useRoleFailure';

export const RoleEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = useRoleFailure('zabuni.identity.roleSaveFailed');
  const onSuccess = (role: { id: string }) => {
    notify('zabuni.identity.roleUpdated', { type: 'success' });
    redirect('show', 'roles', role.id);
  };
  return (
    <VersionedEdit mutationOptions={{ onSuccess, onError }}>
      <RoleForm />
    </VersionedEdit>
  );
};
