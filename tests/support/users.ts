import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../../server/auth/passwords';
import type { Db } from '../../server/db/client';
import { roles, userRoles, users } from '../../server/db/schema/identity';

/**
 * Adds an active user holding one base role, straight into the database: the user-management
 * operations come with the identity administration, and tests need users before that.
 */
export async function insertUserWithRole(
  db: Db,
  {
    email,
    password,
    role,
    userType = 'PROCURING_ENTITY',
    fullName = `Test ${role ?? userType}`,
  }: { email: string; password: string; role?: string; userType?: string; fullName?: string },
): Promise<void> {
  const [roleRow] = role
    ? await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.name, role), isNull(roles.institutionId), eq(roles.deleted, false)))
    : [];
  if (role && !roleRow) throw new Error(`No base role ${role}`);
  const [user] = await db
    .insert(users)
    .values({
      email,
      fullName,
      passwordHash: await hashPassword(password),
      userType,
      createdBy: 'test',
    })
    .returning({ id: users.id });
  // Tenderers hold no role: what they keep is their own (scoped by their account).
  if (roleRow) await db.insert(userRoles).values({ userId: user.id, roleId: roleRow.id });
}
