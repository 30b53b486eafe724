import { RoleName } from '../../contract/users';

/**
 * Every permission the server checks, one per kind of operation, grouped for the roles screen.
 * Seeded on every start; a role holds permissions, a user holds roles.
 */
export const permissionCatalogue = {
  'billing.chargeType.read': { group: 'Billing', description: 'View charge types' },
  'billing.chargeType.write': { group: 'Billing', description: 'Create and edit charge types' },
  'billing.chargeType.delete': { group: 'Billing', description: 'Delete charge types' },
  'billing.gfsService.read': { group: 'Billing', description: 'View GFS services' },
} as const;

export type Permission = keyof typeof permissionCatalogue;
export const allPermissions = Object.keys(permissionCatalogue) as Permission[];

/** The platform's base roles and what they hold; SUPER_ADMINISTRATOR always holds everything. */
export const baseRoles: Record<string, { description: string; permissions: Permission[] }> = {
  [RoleName.superAdministrator]: {
    description: 'Administers the whole platform',
    permissions: allPermissions,
  },
  [RoleName.procurementOfficer]: {
    description: 'Prepares plans and tenders of a procuring entity',
    permissions: ['billing.chargeType.read', 'billing.gfsService.read'],
  },
  [RoleName.headOfPmu]: {
    description: 'Heads the procurement management unit',
    permissions: ['billing.chargeType.read', 'billing.gfsService.read'],
  },
  [RoleName.accountingOfficer]: {
    description: 'Approves on behalf of the procuring entity',
    permissions: ['billing.chargeType.read', 'billing.gfsService.read'],
  },
  [RoleName.lowerLevelAdministrator]: {
    description: 'Administers lower-level procuring entities',
    permissions: [],
  },
};
