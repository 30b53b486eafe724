import { useDataProvider, useNotify, useRedirect } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/operations/customMethods';
import { ResponseCodeError } from '../../providers/responses';
import { useNotifyFailure } from '../shared/useNotifyFailure';
import { UserForm } from './UserForm';
import { VersionedEdit } from '../shared/VersionedEdit';

/**
 * The account's details are saved with updateUserAccount, then its roles with assignRoleToUser
 * (roleIds, userUuid): 'Failed to assign role' when the server refuses them, 'Role assignment
 * failed' when the call itself fails.
 */
export const UserEdit = () => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const onSuccess = async (
    user: { id: string; uuid: string; roleIds?: unknown },
    variables: { data?: { roleIds?: unknown } },
  ) => {
    const chosen = variables.data?.roleIds;
    const roleIds = Array.isArray(chosen) ? chosen.map(String) : [];
    try {
      await dataProvider.assignRoleToUser({ roleIds, userUuid: user.uuid });
    } catch (error) {
      if (error instanceof ResponseCodeError) {
        notifyFailure('zabuni.identity.assignFailed', error.serverMessage);
      } else {
        notifyFailure('zabuni.identity.assignmentFailed');
      }
      redirect('show', 'users', user.id);
      return;
    }
    notify('zabuni.identity.userUpdated', { type: 'success' });
    redirect('show', 'users', user.id);
  };
  return (
    <VersionedEdit mutationOptions={{ onSuccess }}>
      <UserForm />
    </VersionedEdit>
  );
};
