import { operation } from '../../graphql/operation';
import { success, successList } from '../../graphql/result';
import type { PageParam } from '../../db/paging';
import { parseVersion } from '../../db/entityTable';
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
import { saveOperation, storeOperation } from '../../graphql/guards';

/** What a user save answers when it creates and when it edits. */
const savedMessages: [string, string] = [
  'User Registered Successfully',
  'User Edited Successfully',
];

/** User accounts and the roles they hold: identity administration of the uaa service. */
export const userResolvers = {
  Query: {
    getAllUsersByInstitutionId: storeOperation(
      'uaa.user.read',
      (args: { institutionId?: unknown; pageable?: PageParam | null }, { db, user }) =>
        pageUsers(db, user, args.institutionId, args.pageable),
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
    userDetails: storeOperation('uaa.user.read', (args: { id: unknown }, { db, user }) =>
      findUserDetails(db, user, args.id),
    ),
    userInfoById: storeOperation('signedIn', (args: { id: unknown }, { db, user }) =>
      findUserInfo(db, user, args.id),
    ),
    getAllUsersByProcuringEntityUuid: operation(
      'uaa.user.read',
      async (args: { procuringEntityId: string }, { db, user }) =>
        successList(await findInstitutionUsers(db, user, args.procuringEntityId)),
    ),
  },
  Mutation: {
    assignRoleToUser: storeOperation(
      'uaa.role.assign',
      (args: { roleIds: unknown; userUuid: unknown; version?: unknown }, { db, user }) =>
        assignRoles(db, user, args.roleIds, args.userUuid, 'staff', parseVersion(args.version)),
      'User Updated Successfully',
    ),
    assignRoleToExternalUser: storeOperation(
      'uaa.role.assign',
      (args: { roleIds: unknown; userUuid: unknown; version?: unknown }, { db, user }) =>
        assignRoles(db, user, args.roleIds, args.userUuid, 'external', parseVersion(args.version)),
      'User Updated Successfully',
    ),
    createUpdateUserAccount: saveOperation(
      'uaa.user.write',
      (args: { user: unknown }, ctx) => saveUserAccount(ctx, args.user),
      savedMessages,
    ),
    createUpdateMyInstUserAccount: saveOperation(
      'uaa.user.write',
      (args: { user: unknown }, ctx) => saveMyInstitutionUser(ctx, args.user),
      savedMessages,
    ),
    createUpdateUserAccountWithRole: saveOperation(
      'uaa.user.write',
      (args: { roleNames: unknown; userDto: unknown }, ctx) =>
        saveUserWithRoleNames(ctx, args.roleNames, args.userDto),
      savedMessages,
    ),
    createInstitutionalAdmin: operation(
      'uaa.user.write',
      async (args: { institutionId: unknown; user: unknown }, ctx) => {
        const saved = await createInstitutionAdministrator(ctx, args.institutionId, args.user);
        return success(saved.row, 'User Registered Successfully');
      },
    ),
    updateUserAccount: operation(
      'uaa.user.write',
      async (args: { id: unknown; user: unknown }, ctx) =>
        success(
          (await updateUserAccount(ctx, args.id, args.user)).row,
          'User Updated Successfully',
        ),
    ),
    activateUser: storeOperation(
      'uaa.user.activate',
      (args: { id: unknown }, ctx) => setUserActive(ctx, args.id, true),
      'User Updated Successfully',
    ),
    deactivateUser: storeOperation(
      'uaa.user.activate',
      (args: { id: unknown }, ctx) => setUserActive(ctx, args.id, false),
      'User Updated Successfully',
    ),
    deleteUser: storeOperation(
      'uaa.user.delete',
      (args: { id?: unknown; userId?: unknown; version?: unknown }, ctx) =>
        deleteUser(ctx, args.id, args.userId, parseVersion(args.version)),
      'Deleted Successfully',
    ),
  },
};
