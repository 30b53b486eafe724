import { Create } from 'react-admin';
import { useShowWhenSaved } from '../shared/useShowWhenSaved';
import { RoleForm } from './RoleForm';
import { useRoleFailure } from './useRoleFailure';

/** A new role opens on its screen, where its permissions are ticked. */
export const RoleCreate = () => {
  const onSuccess = useShowWhenSaved('roles', 'zabuni.identity.roleCreated');
  const onError = useRoleFailure('zabuni.identity.roleSaveFailed');
  return (
    <Create mutationOptions={{ onSuccess, onError }}>
      <RoleForm isNew />
    </Create>
  );
};
