import { useDataProvider, useNotify, useRedirect, useRefresh } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { ResponseCodeError, staleVersionOf } from '../../providers/responses';
import { useNotifyFailure } from '../shared/useNotifyFailure';
import { UserForm } from './UserForm';
import { VersionedEdit } from '../shared/VersionedEdit';

/**
 * The account's details are saved with updateUserAccount, then its roles with assignRoleToUser
 * (roleIds, userUuid, version), based on the version that save answered; a user of no institution
 * (a platform administrator) with assignRoleToExternalUser, which the server asks for them.
 * 'Failed to assign role' when the server refuses them, 'Role assignment failed' when the call
 * itself fails. A user someone changed in between is refused (9012), nothing overwritten, and shown
 * again as it is now.
 */
export const UserEdit = () => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const onSuccess = async (
    user: {
      id: string;
      uuid: string;
      institutionId?: string | null;
      roleIds?: unknown;
      version?: number;
    },
    variables: { data?: { roleIds?: unknown } },
  ) => {
    const chosen = variables.data?.roleIds;
    const roleIds = Array.isArray(chosen) ? chosen.map(String) : [];
    try {
      const assign = user.institutionId
        ? dataProvider.assignRoleToUser
        : dataProvider.assignRoleToExternalUser;
      await assign({ roleIds, userUuid: user.uuid, version: user.version });
    } catch (error) {
      if (error instanceof ResponseCodeError) {
        notifyFailure('zabuni.identity.assignFailed', error);
      } else {
        notifyFailure('zabuni.identity.assignmentFailed');
      }
      // Someone changed the user since it was saved: show it as it is now (their roles).
      if (staleVersionOf(error)) refresh();
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
