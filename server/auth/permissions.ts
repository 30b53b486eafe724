import { allPermissions, type Permission } from '../../contract/permissions';
import { RoleName } from '../../contract/users';

/** What the people who prepare a procuring entity's plans and tenders hold. */
const planAndTender: Permission[] = [
  'billing.chargeType.read',
  'billing.gfsService.read',
  'app.annualProcurementPlan.read',
  'app.annualProcurementPlan.write',
  'app.annualProcurementPlan.delete',
  // Departmental needs and tender lots of their institution (app reference domain).
  'app.departmentalNeed.read',
  'app.departmentalNeed.write',
  'app.departmentalNeed.delete',
  'app.tenderLot.read',
  'app.tenderLot.write',
  // Departments and designations: read their institution's (departments domain).
  'uaa.department.read',
  'uaa.designation.read',
  // Institutions: read their own institution and the categories (institutions domain).
  'uaa.institution.read',
  'uaa.institutionCategory.read',
];

/** The platform's base roles and what they hold; SUPER_ADMINISTRATOR always holds everything. */
export const baseRoles: Record<string, { description: string; permissions: Permission[] }> = {
  [RoleName.superAdministrator]: {
    description: 'Administers the whole platform',
    permissions: allPermissions,
  },
  [RoleName.procurementOfficer]: {
    description: 'Prepares plans and tenders of a procuring entity',
    permissions: planAndTender,
  },
  [RoleName.headOfPmu]: {
    description: 'Heads the procurement management unit',
    permissions: planAndTender,
  },
  [RoleName.accountingOfficer]: {
    description: 'Approves on behalf of the procuring entity',
    // Reads what the planners prepare, without changing it; publishing a plan as open data is an
    // approval of the procuring entity.
    permissions: [
      ...planAndTender.filter((permission) => permission.endsWith('.read')),
      'app.annualProcurementPlan.publish',
    ],
  },
  // Roles and users: an institution's own administrator, inside that institution only.
  [RoleName.institutionAdministrator]: {
    description: "Manages the roles and user accounts of the administrator's institution",
    permissions: [
      'uaa.role.read',
      'uaa.role.write',
      'uaa.role.delete',
      'uaa.role.assign',
      'uaa.user.read',
      'uaa.user.write',
      'uaa.user.activate',
      'uaa.user.delete',
      // Who changed what in their institution (record history, the activity list).
      'uaa.history.read',
      // Their institution's branches, its service clients and service users (organisation domain).
      'uaa.branch.read',
      'uaa.branch.write',
      'uaa.branch.delete',
      'uaa.service.read',
      'uaa.service.client.write',
      'uaa.service.user.write',
      // Departments and designations of the institution (departments domain).
      'uaa.department.read',
      'uaa.department.write',
      'uaa.department.delete',
      'uaa.designation.read',
      'uaa.designation.write',
      'uaa.designation.delete',
      // Their own institution's details, registration and incident handling (institutions domain).
      'uaa.institution.read',
      'uaa.institution.write',
      'uaa.institutionCategory.read',
    ],
  },
  [RoleName.lowerLevelAdministrator]: {
    description: 'Administers lower-level procuring entities',
    permissions: [],
  },
};
