import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../contract/responseCodes';
import type { AuthUser } from './currentUser';
import type { Db } from '../db/client';
import { permissions, rolePermissions, roles } from '../db/schema/identity';
import { AppError } from '../errors';
import { baseRoles } from './permissions';

/**
 * What roles grant and which may be given: the look-ups role administration and user administration
 * share (a user's roles are checked against the same rules as a role's permissions).
 */
export type RoleRow = typeof roles.$inferSelect;

/** Role names are what the browser reads flags from (PROCUREMENT_OFFICER, HEAD_OF_PMU, ...). */
export const roleNameSchema = z
  .string()
  .trim()
  .regex(
    /^[A-Z][A-Z0-9_]{1,119}$/,
    'Use capital letters, digits and underscores (e.g. STORES_OFFICER)',
  );

/**
 * A role name as people read it (as the roles table's normalisedRoleName does in SQL): lower case,
 * without spaces, underscores or hyphens.
 */
const readAs = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');
const baseRoleByReading = new Map(Object.keys(baseRoles).map((name) => [readAs(name), name]));

/**
 * The platform's base role names are reserved: no institution's role may be named like one, in any
 * case or spacing ("Super Administrator", "SUPER_ADMINISTRATOR"), so a name never passes for a
 * platform role it is not (ASVS 4.1.3 / 1.4.4).
 */
export function assertRoleNameNotReserved(name: string): void {
  const base = baseRoleByReading.get(readAs(name));
  if (base) {
    throw new AppError(
      ResponseCode.DUPLICATE,
      `${base} is a platform base role: give your institution's role another name`,
    );
  }
}

/** Base roles (everyone's) and the roles of one institution. */
export const baseOrInstitution = (institutionId: number): SQL =>
  or(isNull(roles.institutionId), eq(roles.institutionId, institutionId)) as SQL;

/**
 * The live roles a user of `institutionId` may hold: the base roles and that institution's own (null:
 * the base roles only).
 */
const liveRolesFor = (institutionId: number | null): SQL =>
  and(
    eq(roles.deleted, false),
    institutionId === null ? isNull(roles.institutionId) : baseOrInstitution(institutionId),
  ) as SQL;

/** No privilege escalation: one grants (or takes away) only permissions one holds oneself. */
export function assertHolds(user: AuthUser, permissionNames: Iterable<string>): void {
  const missing = [...new Set(permissionNames)].filter((name) => !user.permissions.has(name));
  if (missing.length > 0) {
    throw new AppError(
      ResponseCode.FORBIDDEN,
      `You cannot grant or remove permissions you do not hold: ${missing.sort().join(', ')}`,
    );
  }
}

/** The permission names of roles, for the escalation check of role assignment. */
export async function permissionsOfRoles(db: Db, roleIds: number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, roleIds));
  return rows.map((row) => row.name);
}

/** Live roles by id that may be given to a user of `institutionId` (null: only base roles). */
export async function findAssignableRoles(
  db: Db,
  roleIds: number[],
  institutionId: number | null,
): Promise<RoleRow[]> {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return [];
  const found = await db
    .select()
    .from(roles)
    .where(and(inArray(roles.id, unique), liveRolesFor(institutionId)));
  if (found.length !== unique.length) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      "Some roles do not exist or belong to another institution than the user's",
    );
  }
  return found;
}

/**
 * Role names as the user's institution resolves them: its own role of that name first, else the base
 * role (institutions may define their own PROCUREMENT_OFFICER). Unknown names are INVALID_INPUT.
 */
export async function roleIdsByName(
  db: Db,
  names: string[],
  institutionId: number | null,
): Promise<number[]> {
  const unique = [...new Set(names.map((name) => name.trim()))];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: roles.id, name: roles.name, institutionId: roles.institutionId })
    .from(roles)
    .where(and(inArray(roles.name, unique), liveRolesFor(institutionId)))
    .orderBy(sql`${roles.institutionId} IS NULL`);
  return unique.map((name) => {
    const match = found.find((role) => role.name === name);
    if (!match) throw new AppError(ResponseCode.INVALID_INPUT, `No role named ${name}`);
    return match.id;
  });
}
