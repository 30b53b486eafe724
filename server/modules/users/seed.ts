import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { RoleName } from '../../../contract/users';
import { hashPassword } from '../../auth/passwords';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { OperatorNotice } from '../../operatorNotice';
import { institutions, roles, userRoles, users } from '../../db/schema/identity';

/**
 * The first administrator, once: while no one holds the super administrator role, an account (and the
 * regulator's institution) is created, with ADMIN_PASSWORD or a random password. A generated sign-in
 * is printed once, plainly, on the terminal (`notice`), and nowhere else: not in the JSON log, which
 * masks emails and is kept by log collectors.
 */
export async function createFirstAdministrator(
  db: Db,
  config: Config,
  log: (line: string) => void,
  notice: OperatorNotice,
) {
  const [{ n }] = await db
    .select({ n: sql<string>`count(*)` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, RoleName.superAdministrator));
  if (Number(n) > 0) return;

  const email = config.adminEmail ?? 'admin@zabuni.local';
  const password = config.adminPassword ?? crypto.randomBytes(12).toString('base64url');
  const [regulator] = await db
    .insert(institutions)
    .values({
      name: 'Public Procurement Regulatory Authority',
      registrationComplete: true,
      createdBy: 'system',
    })
    .returning();
  const [admin] = await db
    .insert(users)
    .values({
      email,
      fullName: 'System Administrator',
      passwordHash: await hashPassword(password),
      userType: 'PPRA',
      institutionId: regulator.id,
      isInstitutionAdministrator: true,
      createdBy: 'system',
    })
    .returning();
  const [superRole] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, RoleName.superAdministrator), isNull(roles.institutionId)));
  await db.insert(userRoles).values({ userId: admin.id, roleId: superRole.id });

  if (config.adminPassword) {
    log(`First administrator created: ${email} (password from ADMIN_PASSWORD).`);
    return;
  }
  log('First administrator created: its sign-in is printed on the terminal, once.');
  // Printed once: the password is stored only as an argon2id hash.
  notice(
    [
      '',
      'First administrator created. Sign in with:',
      `  Email:    ${email}`,
      `  Password: ${password}`,
      'The password is shown only this once: keep it somewhere safe.',
      '',
    ].join('\n'),
  );
}
