import { operation } from '../../graphql/operation';
import { successList } from '../../graphql/result';
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
import { saveOperation, storeOperation } from '../../graphql/guards';
import type { InstitutionPageArgs } from '../../reference-kit/scope';
import { parseVersion } from '../../db/entityTable';

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
    allRolesPageable: storeOperation('uaa.role.read', (args: InstitutionPageArgs, { db, user }) =>
      pageRoles(db, user, args.pageParam, args.institutionUuid),
    ),
    getRoleByUuid: storeOperation('uaa.role.read', (args: { uuid: string }, { db, user }) =>
      findRole(db, user, args.uuid),
    ),
  },
  Mutation: {
    assignPermission: storeOperation(
      'uaa.role.write',
      (args: { permissions: unknown; roleId: unknown; version?: unknown }, { db, user }) =>
        assignPermissions(db, user, args.permissions, args.roleId, parseVersion(args.version)),
      'Role updated successfully',
    ),
    createUpdateRole: saveOperation(
      'uaa.role.write',
      (args: { role: unknown }, { db, user }) => saveRole(db, user, args.role),
      ['Role created successfully', 'Role updated successfully'],
    ),
    deleteRole: storeOperation(
      'uaa.role.delete',
      (args: { roleUuid?: unknown; roleId?: unknown; version?: unknown }, { db, user }) =>
        deleteRole(db, user, args.roleUuid, args.roleId, parseVersion(args.version)),
      'Role deleted successful',
    ),
    copyRoleToOtherInstitution: storeOperation(
      'uaa.role.write',
      (args: { institutionUuid: unknown; roleUuid: unknown }, { db, user }) =>
        copyRole(db, user, args.institutionUuid, args.roleUuid),
      'Role created successfully',
    ),
  },
};
