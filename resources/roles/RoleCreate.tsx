import { Create, useNotify, useRedirect } from 'react-admin';
import { RoleForm } from './RoleForm';
import { useRoleFailure } from './useRoleFailure';

/** A new role opens on its screen, where its permissions are ticked. */
export const RoleCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = useRoleFailure('zabuni.identity.roleSaveFailed');
  const onSuccess = (role: { id: string }) => {
    notify('zabuni.identity.roleCreated', { type: 'success' });
    redirect('show', 'roles', role.id);
  };
  return (
    <Create mutationOptions={{ onSuccess, onError }}>
      <RoleForm isNew />
    </Create>
  );
};
