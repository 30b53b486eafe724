import { useSaved } from '../shared/useSaved';
import { VersionedEdit } from '../shared/VersionedEdit';
import { RoleForm } from './RoleForm';
import { useRoleFailure } from './useRoleFailure';

export const RoleEdit = () => {
  const onSuccess = useSaved('zabuni.identity.roleUpdated', 'roles', 'show');
  const onError = useRoleFailure('zabuni.identity.roleSaveFailed');
  return (
    <VersionedEdit mutationOptions={{ onSuccess, onError }}>
      <RoleForm />
    </VersionedEdit>
  );
};
