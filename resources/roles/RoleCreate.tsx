import { Create } from 'react-admin';
import { useSaved } from '../shared/useSaved';
import { RoleForm } from './RoleForm';
import { useRoleFailure } from './useRoleFailure';

/** A new role opens on its screen, where its permissions are ticked. */
export const RoleCreate = () => {
  const onSuccess = useSaved('zabuni.identity.roleCreated', 'roles', 'show');
  const onError = useRoleFailure('zabuni.identity.roleSaveFailed');
  return (
    <Create mutationOptions={{ onSuccess, onError }}>
      <RoleForm isNew />
    </Create>
  );
};
