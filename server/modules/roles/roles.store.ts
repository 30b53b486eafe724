import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import {
  actsAcrossInstitutions,
  assertInScope,
  institutionInScope,
} from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { namedListSpec } from '../../reference-kit/store';
import { institutionListPager } from '../../reference-kit/scope';
import {
  atVersion,
  idSchema,
  parseUuid,
  softDeleteById,
  staleOrNotFound,
} from '../../db/entityTable';
import { recordVersion } from '../../../contract/validation';
import {
  normalisedRoleName,
  permissions,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../../db/schema/identity';
import { AppError } from '../../errors';
import { findInstitutionId, institutionsByIds } from '../../db/institutionRefs';
import {
  assertHolds,
  assertRoleNameNotReserved,
  baseOrInstitution,
  roleNameSchema,
  type RoleRow,
} from '../../auth/roleGrants';
import { replacePermissions } from './permissions.store';
import { forgetSessions } from '../../auth/sessions';
import { listFields } from '../../../contract/listFields';

/** The permission names a save gives a role: the role's permissions become exactly these. */
const permissionNamesSchema = z.array(z.string().max(120)).max(500);

export const roleInputSchema = z.object({
  uuid: z.uuid().nullish(),
  name: roleNameSchema,
  description: z.string().trim().max(250).nullish(),
  /** The description in Kiswahili (decision "Swahili names of reference data"). */
  descriptionSw: z.string().trim().max(250).nullish(),
  /** Whose role it is: platform administrators may name another institution; others get their own. */
  institutionUuid: z.uuid().nullish(),
  active: z.boolean().nullish(),
  requiresSecondFactor: z.boolean().nullish(),
  permissions: permissionNamesSchema.nullish(),
  version: recordVersion,
});

const describeRole = async (db: Db, row: RoleRow) => (await describeRoles(db, [row]))[0];

/** Why an update of a role changed nothing: it moved on from the version given (or is gone). */
const staleRole = (db: Db, id: number) =>
  staleOrNotFound(db, roles, eq(roles.id, id), undefined, (row: RoleRow) => describeRole(db, row));

/**
 * The roles list sorts and searches what it shows: the title (SUPER_ADMINISTRATOR shows, sorts and is
 * found as "Platform administrator"), the name it stands for, and the description.
 */
const roleList = namedListSpec(roles, listFields.Role, {
  title: 'contains',
  description: 'contains',
});

/** Adds institution names, permission names and holder counts to role rows (three queries). */
export async function describeRoles(db: Db, rows: RoleRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [institutionById, grants, holders] = await Promise.all([
    institutionsByIds(
      db,
      rows.flatMap((row) => row.institutionId ?? []),
    ),
    db
      .select({ roleId: rolePermissions.roleId, name: permissions.name })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(inArray(rolePermissions.roleId, ids))
      .orderBy(asc(permissions.name)),
    db
      .select({ roleId: userRoles.roleId, n: count() })
      .from(userRoles)
      .innerJoin(users, and(eq(users.id, userRoles.userId), eq(users.deleted, false)))
      .where(inArray(userRoles.roleId, ids))
      .groupBy(userRoles.roleId),
  ]);
  return rows.map((row) => {
    const institution = row.institutionId ? institutionById.get(row.institutionId) : undefined;
    return {
      ...row,
      isBaseRole: row.institutionId === null,
      institutionUuid: institution?.uuid ?? null,
      institutionName: institution?.name ?? null,
      permissions: grants.filter((g) => g.roleId === row.id).map((g) => g.name),
      userCount: Number(holders.find((h) => h.roleId === row.id)?.n ?? 0),
    };
  });
}

/** Every role the caller can give in their own institution: the base roles and the institution's. */
export async function listRoles(db: Db, user: AuthUser) {
  const rows = await db
    .select()
    .from(roles)
    .where(and(eq(roles.deleted, false), baseOrInstitution(institutionInScope(user))))
    .orderBy(asc(roles.name));
  return describeRoles(db, rows);
}

/**
 * One institution's roles with the base roles, paged. Without institutionUuid: platform administrators
 * see every institution's roles, others their own institution's.
 */
export const pageRoles = institutionListPager({
  table: roles,
  spec: roleList,
  scopeOf: baseOrInstitution,
  describe: describeRoles,
});

async function findRoleWhere(db: Db, user: AuthUser, where: SQL): Promise<RoleRow> {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(where, eq(roles.deleted, false)));
  if (!role) throw new AppError(ResponseCode.NOT_FOUND, 'Role not found');
  // Base roles are readable by everyone who reads roles; an institution's only inside it.
  if (role.institutionId !== null) assertInScope(user, role.institutionId);
  return role;
}

export async function findRole(db: Db, user: AuthUser, uuid: string) {
  const [described] = await describeRoles(db, [
    await findRoleWhere(db, user, eq(roles.uuid, parseUuid(uuid))),
  ]);
  return described;
}

/** A role the caller may change: an institution's own role in their scope, never a base role. */
function assertEditable(user: AuthUser, role: RoleRow): void {
  if (role.institutionId === null) {
    throw new AppError(
      ResponseCode.FORBIDDEN,
      'Platform base roles are defined by the platform and cannot be changed or deleted',
    );
  }
  assertInScope(user, role.institutionId);
}

type RoleColumns = Partial<
  Pick<RoleRow, 'name' | 'description' | 'descriptionSw' | 'active' | 'requiresSecondFactor'>
>;

/**
 * An edit of a role (its columns and, when given, its permissions), written only while the role is
 * still at `version` (decision 103): the check is the UPDATE's own WHERE, so of two saves from one
 * version exactly one wins, and the version rises; a save based on an older read is refused with
 * STALE_VERSION and writes nothing. The request's transaction holds the role's row until the
 * permissions are written, and a permission refused rolls the edit back.
 */
async function changeRole(
  db: Db,
  user: AuthUser,
  id: number,
  version: number | null | undefined,
  columns: RoleColumns,
  permissionNames: string[] | null | undefined,
): Promise<RoleRow> {
  const [row] = await db
    .update(roles)
    .set({ ...columns, updatedAt: new Date(), updatedBy: user.email })
    .where(and(eq(roles.id, id), eq(roles.deleted, false), atVersion(roles, version)))
    .returning();
  if (!row) throw await staleRole(db, id);
  if (permissionNames) await replacePermissions(db, user, id, permissionNames);
  // A renamed or deactivated role changes what its holders may do from their next request.
  await forgetSessions(db);
  return row;
}

/**
 * assignPermission(permissions, roleId, version): the role's permissions become exactly these, if the
 * role is still at the version the caller read (none given: not checked, the spec's clients).
 */
export async function assignPermissions(
  db: Db,
  user: AuthUser,
  names: unknown,
  roleId: unknown,
  version?: number,
) {
  const parsed = permissionNamesSchema.parse(names);
  const role = await findRoleWhere(db, user, eq(roles.id, idSchema.parse(roleId)));
  assertEditable(user, role);
  await changeRole(db, user, role.id, version, {}, parsed);
  return findRole(db, user, role.uuid);
}

/** createUpdateRole(role): a new role of an institution, or an edit of one (never a base role). */
export async function saveRole(db: Db, user: AuthUser, input: unknown) {
  const dto = roleInputSchema.parse(input);
  const actor = user.email;
  let role: RoleRow;
  if (!dto.uuid) {
    const institutionId = institutionInScope(
      user,
      dto.institutionUuid ? await findInstitutionId(db, { uuid: dto.institutionUuid }) : null,
    );
    if (dto.permissions) assertHolds(user, dto.permissions);
    assertRoleNameNotReserved(dto.name);
    [role] = await db
      .insert(roles)
      .values({
        name: dto.name,
        description: dto.description || null,
        descriptionSw: dto.descriptionSw || null,
        institutionId,
        active: dto.active ?? true,
        requiresSecondFactor: dto.requiresSecondFactor ?? false,
        createdBy: actor,
      })
      .returning();
    if (dto.permissions) await replacePermissions(db, user, role.id, dto.permissions);
  } else {
    const existing = await findRoleWhere(db, user, eq(roles.uuid, dto.uuid));
    assertEditable(user, existing);
    assertRoleNameNotReserved(dto.name);
    role = await changeRole(
      db,
      user,
      existing.id,
      dto.version,
      {
        name: dto.name,
        description: dto.description === undefined ? undefined : dto.description || null,
        descriptionSw: dto.descriptionSw === undefined ? undefined : dto.descriptionSw || null,
        active: dto.active ?? undefined,
        requiresSecondFactor: dto.requiresSecondFactor ?? undefined,
      },
      dto.permissions,
    );
  }
  return { row: await findRole(db, user, role.uuid), created: !dto.uuid };
}

/** deleteRole(roleUuid, roleId): either names the role (both must agree); a held role is IN_USE. */
export async function deleteRole(
  db: Db,
  user: AuthUser,
  roleUuid: unknown,
  roleId: unknown,
  version?: number,
) {
  if (roleUuid == null && roleId == null) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'Give roleUuid or roleId');
  }
  const conditions = [
    ...(roleUuid != null ? [eq(roles.uuid, parseUuid(roleUuid))] : []),
    ...(roleId != null ? [eq(roles.id, idSchema.parse(roleId))] : []),
  ];
  const role = await findRoleWhere(db, user, and(...conditions) as SQL);
  assertEditable(user, role);
  const [{ n }] = await db
    .select({ n: count() })
    .from(userRoles)
    .innerJoin(users, and(eq(users.id, userRoles.userId), eq(users.deleted, false)))
    .where(eq(userRoles.roleId, role.id));
  if (Number(n) > 0) {
    throw new AppError(
      ResponseCode.IN_USE,
      `The role ${role.name} is held by ${n} user(s): take it from them before deleting it`,
    );
  }
  const deleted = await softDeleteById(db, roles, role.id, user.email, version, (row) =>
    describeRole(db, row),
  );
  return describeRole(db, deleted);
}

/** copyRoleToOtherInstitution: platform administrators give an institution a copy of a role. */
export async function copyRole(
  db: Db,
  user: AuthUser,
  institutionUuid: unknown,
  roleUuid: unknown,
) {
  if (!actsAcrossInstitutions(user)) {
    throw new AppError(
      ResponseCode.FORBIDDEN,
      'Only platform administrators copy roles between institutions',
    );
  }
  const source = await findRole(db, user, String(roleUuid ?? ''));
  const institutionId = await findInstitutionId(db, {
    uuid: parseUuid(String(institutionUuid ?? '')),
  });
  assertHolds(user, source.permissions);
  assertRoleNameNotReserved(source.name);
  const [existing] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.institutionId, institutionId),
        sql`${normalisedRoleName(roles.name)} = ${normalisedRoleName(sql`${source.name}`)}`,
        eq(roles.deleted, false),
      ),
    );
  if (existing) {
    throw new AppError(
      ResponseCode.DUPLICATE,
      `The institution already has a role named ${source.name}`,
    );
  }
  const [copy] = await db
    .insert(roles)
    .values({
      name: source.name,
      description: source.description,
      descriptionSw: source.descriptionSw,
      institutionId,
      active: source.active,
      createdBy: user.email,
    })
    .returning();
  await replacePermissions(db, user, copy.id, source.permissions);
  return findRole(db, user, copy.uuid);
}
