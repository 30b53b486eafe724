import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../server/auth/passwords';
import type { Db } from '../../server/db/client';
import {
  permissions,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../../server/db/schema/identity';

/**
 * Adds an active staff member of an institution holding exactly the given permissions (through a role
 * of that institution), straight into the database: tests of one domain need users whose rights they
 * choose, whatever the base roles hold. Answers the user's id and uuid.
 */
export async function insertStaff(
  db: Db,
  {
    email,
    password,
    institutionId,
    grants,
    fullName = `Staff ${email}`,
  }: {
    email: string;
    password: string;
    institutionId: number;
    grants: string[];
    fullName?: string;
  },
): Promise<{ id: number; uuid: string }> {
  const [user] = await db
    .insert(users)
    .values({
      email,
      fullName,
      passwordHash: await hashPassword(password),
      userType: 'PROCURING_ENTITY',
      institutionId,
      createdBy: 'test',
    })
    .returning({ id: users.id, uuid: users.uuid });
  if (grants.length > 0) {
    const [role] = await db
      .insert(roles)
      .values({ name: `TEST ${email}`, institutionId, createdBy: 'test' })
      .returning({ id: roles.id });
    const granted = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, grants));
    if (granted.length !== grants.length)
      throw new Error(`Unknown permission in ${grants.join(', ')}`);
    await db
      .insert(rolePermissions)
      .values(granted.map((p) => ({ roleId: role.id, permissionId: p.id })));
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  }
  return user;
}

/** A user id by email (for tests that made the user another way). */
export async function userIdByEmail(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}
