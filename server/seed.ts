import crypto from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { RoleName } from '../contract/users';
import { hashPassword } from './auth/passwords';
import { permissionCatalogue } from '../contract/permissions';
import { negotiationAreaCriteria } from './db/schema/evaluation';
import { procurementMethods } from './db/schema/planning';
import { seedProcurementStages } from './app/procurementStages.seed';
import { seedDocumentTemplates } from './app/documentTemplates.seed';
import { seedProcurementReference } from './app/procurementReference.seed';
// Reference lists of uaa/general (reference data domain)
import { seedReferenceData } from './uaa/referenceData.seed';
import { seedInstitutionCategories } from './uaa/institutionCategories.seed';
import { seedAdministrativeAreas } from './uaa/administrativeAreas.seed';
import { baseRoles } from './auth/permissions';
import type { Config } from './config';
import type { Db } from './db/client';
import {
  institutions,
  permissions,
  rolePermissions,
  roles,
  userRoles,
  users,
} from './db/schema/identity';
import { globalSettings } from './db/schema/system';

/**
 * Brings a database to what every deployment needs; safe to run on every start: the permission
 * catalogue, the base roles and their grants, default settings, and the first administrator.
 */
export async function seed(db: Db, config: Config, log: (line: string) => void): Promise<void> {
  await db
    .insert(permissions)
    .values(
      Object.entries(permissionCatalogue).map(([name, p]) => ({
        name,
        groupName: p.group,
        description: p.description,
      })),
    )
    .onConflictDoNothing();

  for (const [name, role] of Object.entries(baseRoles)) {
    await db
      .insert(roles)
      .values({ name, description: role.description, createdBy: 'system' })
      .onConflictDoNothing();
    // The catalogue decides the base roles' grants: a permission added in code reaches them here.
    const [saved] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.name, name), isNull(roles.institutionId), eq(roles.deleted, false)));
    if (role.permissions.length === 0) continue;
    const granted = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, role.permissions));
    await db
      .insert(rolePermissions)
      .values(granted.map((p) => ({ roleId: saved.id, permissionId: p.id })))
      .onConflictDoNothing();
  }

  await db
    .insert(globalSettings)
    .values([
      { key: 'SYSTEM_STATUS', value: 'ACTIVE', description: 'ACTIVE, MAINTENANCE or LOCKED' },
      {
        key: 'SYSTEM_STATUS_DESCRIPTION',
        value: '',
        description: 'Shown while maintenance or locked',
      },
      {
        key: 'ALLOW_MULTI_TAB',
        value: 'true',
        description: 'false: a second signed-in tab of the same browser is refused',
      },
      {
        key: 'FEEDBACK_ENABLED',
        value: 'true',
        description: 'true: the Give Feedback button is shown to signed-in users',
      },
    ])
    .onConflictDoNothing();

  await db
    .insert(negotiationAreaCriteria)
    .values(
      [
        ['Price', 'The contract price and its breakdown'],
        ['Delivery schedule', 'Delivery or completion periods and milestones'],
        ['Payment terms', 'Advance payment, instalments and retention'],
        ['Warranty', 'Warranty period and after-sales service'],
        ['Technical specification', 'Clarifying or adjusting specifications within the scope'],
        ['Scope of works', 'Quantities and the scope of services or works'],
        ['Contract terms', 'Special conditions of contract'],
      ].map(([name, description]) => ({ name, description, createdBy: 'system' })),
    )
    .onConflictDoNothing();
  await db
    .insert(procurementMethods)
    .values(
      [
        ['ICT', 'International Competitive Tendering', 'open'],
        ['NCT', 'National Competitive Tendering', 'open'],
        ['RT', 'Restricted Tendering', 'selective'],
        ['QCBS', 'Quality and Cost Based Selection', 'selective'],
        ['RFQ', 'Request for Quotations', 'limited'],
        ['MVP', 'Minor Value Procurement', 'limited'],
        ['SS', 'Single Source Procurement', 'direct'],
        ['FA', 'Force Account', 'direct'],
      ].map(([code, name, ocdsMethod]) => ({ code, name, ocdsMethod, createdBy: 'system' })),
    )
    .onConflictDoNothing();
  await seedProcurementStages(db);
  await seedDocumentTemplates(db);
  // Tender categories, statutory boards, countries... (reference data domain)
  await seedReferenceData(db);
  await seedInstitutionCategories(db);
  // Tanzania's regions and districts (organisation domain)
  await seedAdministrativeAreas(db);
  // Contract types, GFS codes, holidays, UNSPSC... (app reference domain; after tender categories)
  await seedProcurementReference(db);
  await createFirstAdministrator(db, config, log);
}

async function createFirstAdministrator(db: Db, config: Config, log: (line: string) => void) {
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
  } else {
    // Printed once: it is stored only as an argon2id hash.
    log(`First administrator created: ${email}  password: ${password}  (shown only this once)`);
  }
}
