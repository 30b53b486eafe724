import { operation } from '../../graphql/operation';
import { success, successList } from '../../graphql/result';
import type { PageParam } from '../../db/paging';
import { listPermissions, listPermissionsGrouped } from './permissions.store';
import {
  assignPermissions,
  copyRole,
  deleteRole,
  findRole,
  listRoles,
  pageRoles,
  saveRole,
} from './roles.store';

/** Roles and their permissions: identity administration of the uaa service. */
export const roleResolvers = {
  Query: {
    getAllPermissions: operation('uaa.role.read', async (_args: unknown, { db }) =>
      successList(await listPermissions(db)),
    ),
    getAllPermissionsGrouped: operation('uaa.role.read', async (_args: unknown, { db }) =>
      successList(await listPermissionsGrouped(db)),
    ),
    listOfRoles: operation('uaa.role.read', async (_args: unknown, { db, user }) =>
      successList(await listRoles(db, user)),
    ),
    allRolesPageable: operation(
      'uaa.role.read',
      async (
        args: { pageParam?: PageParam | null; institutionUuid?: string | null },
        { db, user },
      ) => success(await pageRoles(db, user, args.pageParam, args.institutionUuid)),
    ),
    getRoleByUuid: operation('uaa.role.read', async (args: { uuid: string }, { db, user }) =>
      success(await findRole(db, user, args.uuid)),
    ),
  },
  Mutation: {
    assignPermission: operation(
      'uaa.role.write',
      async (args: { permissions: unknown; roleId: unknown }, { db, user }) =>
        success(
          await assignPermissions(db, user, args.permissions, args.roleId),
          'Role updated successfully',
        ),
    ),
    createUpdateRole: operation('uaa.role.write', async (args: { role: unknown }, { db, user }) => {
      const { role, created } = await saveRole(db, user, args.role);
      return success(role, created ? 'Role created successfully' : 'Role updated successfully');
    }),
    deleteRole: operation(
      'uaa.role.delete',
      async (args: { roleUuid?: unknown; roleId?: unknown }, { db, user }) =>
        success(await deleteRole(db, user, args.roleUuid, args.roleId), 'Role deleted successful'),
    ),
    copyRoleToOtherInstitution: operation(
      'uaa.role.write',
      async (args: { institutionUuid: unknown; roleUuid: unknown }, { db, user }) =>
        success(
          await copyRole(db, user, args.institutionUuid, args.roleUuid),
          'Role created successfully',
        ),
    ),
  },
};
