import { operation, signedInOperation } from '../../graphql/operation';
import { success, successList } from '../../graphql/result';
import type { PageParam } from '../../db/paging';
import {
  createInstitutionAdministrator,
  deleteUser,
  saveMyInstitutionUser,
  saveUserAccount,
  saveUserWithRoleNames,
  setUserActive,
  updateUserAccount,
} from './accounts.store';
import {
  findApprovalStageUsers,
  findInstitutionUsers,
  findInstitutionUsersByRole,
  findUserDetails,
  findUserInfo,
  pageUsers,
} from './queries.store';
import { assignRoles } from './roleAssignment.store';

/** User accounts and the roles they hold: identity administration of the uaa service. */
export const userResolvers = {
  Query: {
    getAllUsersByInstitutionId: operation(
      'uaa.user.read',
      async (args: { institutionId?: unknown; pageable?: PageParam | null }, { db, user }) =>
        success(await pageUsers(db, user, args.institutionId, args.pageable)),
    ),
    getProcuringEntityUsersByUuidAndRoleName: operation(
      'uaa.user.read',
      async (args: { roleName: string; procuringEntityUuid: string }, { db, user }) =>
        successList(
          await findInstitutionUsersByRole(db, user, args.roleName, args.procuringEntityUuid),
        ),
    ),
    getApprovalStageUsers: operation(
      'uaa.user.read',
      async (args: { stageUuid: string }, { db, user }) =>
        successList(await findApprovalStageUsers(db, user, args.stageUuid)),
    ),
    userDetails: operation('uaa.user.read', async (args: { id: unknown }, { db, user }) =>
      success(await findUserDetails(db, user, args.id)),
    ),
    userInfoById: signedInOperation(async (args: { id: unknown }, { db, user }) =>
      success(await findUserInfo(db, user, args.id)),
    ),
    getAllUsersByProcuringEntityUuid: operation(
      'uaa.user.read',
      async (args: { procuringEntityId: string }, { db, user }) =>
        successList(await findInstitutionUsers(db, user, args.procuringEntityId)),
    ),
  },
  Mutation: {
    assignRoleToUser: operation(
      'uaa.role.assign',
      async (args: { roleIds: unknown; userUuid: unknown }, { db, user }) =>
        success(
          await assignRoles(db, user, args.roleIds, args.userUuid, 'staff'),
          'User Updated Successfully',
        ),
    ),
    assignRoleToExternalUser: operation(
      'uaa.role.assign',
      async (args: { roleIds: unknown; userUuid: unknown }, { db, user }) =>
        success(
          await assignRoles(db, user, args.roleIds, args.userUuid, 'external'),
          'User Updated Successfully',
        ),
    ),
    createUpdateUserAccount: operation('uaa.user.write', async (args: { user: unknown }, ctx) => {
      const saved = await saveUserAccount(ctx, args.user);
      return success(saved.user, savedText(saved.created));
    }),
    createUpdateMyInstUserAccount: operation(
      'uaa.user.write',
      async (args: { user: unknown }, ctx) => {
        const saved = await saveMyInstitutionUser(ctx, args.user);
        return success(saved.user, savedText(saved.created));
      },
    ),
    createUpdateUserAccountWithRole: operation(
      'uaa.user.write',
      async (args: { roleNames: unknown; userDto: unknown }, ctx) => {
        const saved = await saveUserWithRoleNames(ctx, args.roleNames, args.userDto);
        return success(saved.user, savedText(saved.created));
      },
    ),
    createInstitutionalAdmin: operation(
      'uaa.user.write',
      async (args: { institutionId: unknown; user: unknown }, ctx) => {
        const saved = await createInstitutionAdministrator(ctx, args.institutionId, args.user);
        return success(saved.user, 'User Registered Successfully');
      },
    ),
    updateUserAccount: operation(
      'uaa.user.write',
      async (args: { id: unknown; user: unknown }, ctx) =>
        success(
          (await updateUserAccount(ctx, args.id, args.user)).user,
          'User Updated Successfully',
        ),
    ),
    activateUser: operation('uaa.user.activate', async (args: { id: unknown }, ctx) =>
      success(await setUserActive(ctx, args.id, true), 'User Updated Successfully'),
    ),
    deactivateUser: operation('uaa.user.activate', async (args: { id: unknown }, ctx) =>
      success(await setUserActive(ctx, args.id, false), 'User Updated Successfully'),
    ),
    deleteUser: operation(
      'uaa.user.delete',
      async (args: { id?: unknown; userId?: unknown }, ctx) =>
        success(await deleteUser(ctx, args.id, args.userId), 'Deleted Successfully'),
    ),
  },
};

const savedText = (created: boolean) =>
  created ? 'User Registered Successfully' : 'User Edited Successfully';
