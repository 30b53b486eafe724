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
  }: { email: string; password: string; role: string; userType?: string },
): Promise<void> {
  const [roleRow] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, role), isNull(roles.institutionId), eq(roles.deleted, false)));
  if (!roleRow) throw new Error(`No base role ${role}`);
  const [user] = await db
    .insert(users)
    .values({
      email,
      fullName: `Test ${role}`,
      passwordHash: await hashPassword(password),
      userType,
      createdBy: 'test',
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user.id, roleId: roleRow.id });
}
