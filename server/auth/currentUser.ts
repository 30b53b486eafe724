import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CurrentUser, ServiceUserType } from '../../contract/users';
import type { Db } from '../db/client';
import { departmentMembers, departments } from '../db/schema/departments';
import {
  institutions,
  permissions,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../db/schema/identity';

/** The signed-in user as the server sees them on every request. */
export interface AuthUser {
  id: number;
  uuid: string;
  email: string;
  institutionId: number | null;
  /** Administers their own institution's roles and users (createInstitutionalAdmin). */
  isInstitutionAdministrator: boolean;
  userType: string;
  roleNames: string[];
  permissions: Set<string>;
  /** The sign-in (refresh-token family) of the request's access token; absent outside a request. */
  sessionId?: string;
}

/** Loads an active, live user with their roles and permissions; null if there is no such user. */
export async function loadAuthUser(
  db: Db,
  where: { uuid: string } | { id: number },
): Promise<AuthUser | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        'uuid' in where ? eq(users.uuid, where.uuid) : eq(users.id, where.id),
        eq(users.deleted, false),
        eq(users.active, true),
      ),
    )
    .limit(1);
  if (!user) return null;
  const grants = await db
    .select({ role: roles.name, permission: permissions.name })
    .from(userRoles)
    .innerJoin(
      roles,
      and(eq(roles.id, userRoles.roleId), eq(roles.deleted, false), eq(roles.active, true)),
    )
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, user.id));
  return {
    id: user.id,
    uuid: user.uuid,
    email: user.email,
    institutionId: user.institutionId,
    isInstitutionAdministrator: user.isInstitutionAdministrator,
    userType: user.userType,
    roleNames: [...new Set(grants.map((g) => g.role))].sort(),
    permissions: new Set(grants.flatMap((g) => (g.permission ? [g.permission] : []))),
  };
}

/** A user's row with their institution's (null for users of none); undefined for an unknown id. */
export async function findUserWithInstitution(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, institution: institutions })
    .from(users)
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .where(eq(users.id, userId));
  return row;
}

/** What GET auth/role and the login response tell the browser about the user. */
export async function describeCurrentUser(db: Db, authUser: AuthUser): Promise<CurrentUser> {
  const { user, institution } = (await findUserWithInstitution(db, authUser.id))!;
  return {
    uuid: user.uuid,
    email: user.email,
    phone: user.phone,
    fullName: user.fullName,
    salutation: user.salutation,
    userTypeEnum: user.userType as ServiceUserType,
    isInstitutionAdministrator: user.isInstitutionAdministrator,
    institutionRegComplete: institution?.registrationComplete ?? false,
    institutionUpdated: institution?.registrationComplete ?? false,
    firstLogin: user.firstLogin,
    hasSignedDocuments: user.tocAttachmentUuid !== null,
    rolesListStrings: authUser.roleNames,
    permissions: [...authUser.permissions].sort(),
    procuringEntity: institution
      ? { uuid: institution.uuid, name: institution.name, isLowerLevel: institution.isLowerLevel }
      : null,
    userDelegateProcuringEntityList: [],
    // The spec's hasDepartment flag and the department itself.
    ...(await departmentOfUser(db, user.id)),
  };
}

/**
 * Whether an account was deactivated (it had been activated: it has a password) rather than still
 * waiting for its first activation. Only an administrator's activation brings such an account back;
 * no onboarding flow (activation links, codes, password links) may.
 */
export const isDeactivated = (user: { active: boolean; passwordHash: string | null }): boolean =>
  !user.active && user.passwordHash !== null;

/** Case-insensitive lookup of a live account by email, active or not. */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, eq(users.deleted, false)),
    )
    .limit(1);
  return user;
}

/**
 * The department a user is in, for what the browser keeps about the signed-in user (the spec's
 * "further flag [that] records whether the user has a department": hasDepartment).
 */
async function departmentOfUser(db: Db, userId: number) {
  const department = (await departmentsOfUsers(db, [userId])).get(userId) ?? null;
  return { hasDepartment: department !== null, department };
}

/** The live department each of these users is in (a user is in one at most), by user id. */
export async function departmentsOfUsers(
  db: Db,
  userIds: number[],
): Promise<Map<number, { uuid: string; name: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: departmentMembers.userId,
      uuid: departments.uuid,
      name: departments.name,
    })
    .from(departmentMembers)
    .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
    .where(and(inArray(departmentMembers.userId, userIds), eq(departments.deleted, false)));
  return new Map(rows.map(({ userId, uuid, name }) => [userId, { uuid, name }]));
}
