import { and, eq, inArray, isNull } from 'drizzle-orm';
import { permissionCatalogue } from '../../../contract/permissions';
import { baseRoles } from '../../auth/permissions';
import type { Db } from '../../db/client';
import { permissions, rolePermissions, roles } from '../../db/schema/identity';
import { RoleName } from '../../../contract/users';
import { fillSwahili, type SwahiliSeed } from '../../reference-kit/swahiliSeed';

/** The base roles' descriptions in Kiswahili (a role's name is a constant, not translated). */
export const rolesSwahili: SwahiliSeed = {
  table: 'roles',
  columns: ['description_sw'],
  rows: [
    [RoleName.superAdministrator, null, 'Anasimamia mfumo mzima'],
    [RoleName.procurementOfficer, null, 'Anaandaa mipango na zabuni za taasisi nunuzi'],
    [RoleName.headOfPmu, null, 'Anaongoza kitengo cha usimamizi wa ununuzi (PMU)'],
    [RoleName.accountingOfficer, null, 'Anaidhinisha kwa niaba ya taasisi nunuzi'],
    [
      RoleName.institutionAdministrator,
      null,
      'Anasimamia majukumu na akaunti za watumiaji wa taasisi yake',
    ],
    [RoleName.lowerLevelAdministrator, null, 'Anasimamia taasisi nunuzi za ngazi za chini'],
  ],
};

/** The base roles whose holders must have a second factor (issue 40; existing ones: migration 0038). */
const secondFactorRoles: readonly string[] = [
  RoleName.superAdministrator,
  RoleName.institutionAdministrator,
  RoleName.lowerLevelAdministrator,
];

/** The permission catalogue, the base roles and their grants (the catalogue in code decides them). */
export async function seedPermissionsAndBaseRoles(db: Db): Promise<void> {
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
      .values({
        name,
        description: role.description,
        createdBy: 'system',
        requiresSecondFactor: secondFactorRoles.includes(name),
      })
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
  await fillSwahili(db, rolesSwahili);
}
