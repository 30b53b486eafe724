import { useShowWhenSaved } from '../shared/useShowWhenSaved';
import { VersionedEdit } from '../shared/VersionedEdit';
import { RoleForm } from './RoleForm';
import { useRoleFailure } from './useRoleFailure';

export const RoleEdit = () => {
  const onSuccess = useShowWhenSaved('roles', 'zabuni.identity.roleUpdated');
  const onError = useRoleFailure('zabuni.identity.roleSaveFailed');
  return (
    <VersionedEdit mutationOptions={{ onSuccess, onError }}>
      <RoleForm />
    </VersionedEdit>
  );
};
