/**
 * Every permission the server checks, one per kind of operation, grouped for the roles screen.
 * Shared so that the browser hides exactly what the server would refuse.
 */
export const permissionCatalogue = {
  'uaa.institution.all': {
    group: 'Platform',
    description: 'Act on every institution (platform administrators); others act in their own only',
  },
  // Institutions and institution categories (institutions domain): one's own institution unless
  // uaa.institution.all; creating and deleting institutions needs uaa.institution.all too.
  'uaa.institution.read': { group: 'Institutions', description: 'View institutions' },
  'uaa.institution.write': {
    group: 'Institutions',
    description: 'Edit institutions, complete their registration, set incident handling',
  },
  'uaa.institution.delete': {
    group: 'Institutions',
    description: 'Delete institutions that have no users',
  },
  'uaa.institutionCategory.read': {
    group: 'Institutions',
    description: 'View institution categories',
  },
  'uaa.institutionCategory.write': {
    group: 'Institutions',
    description: 'Create and edit institution categories',
  },
  'uaa.institutionCategory.delete': {
    group: 'Institutions',
    description: 'Delete institution categories no institution is of',
  },
  // Roles and users (identity administration); inside one's own institution unless uaa.institution.all.
  'uaa.role.read': { group: 'Roles and users', description: 'View roles and permissions' },
  'uaa.role.write': {
    group: 'Roles and users',
    description: 'Create and edit roles and choose their permissions (only permissions one holds)',
  },
  'uaa.role.delete': { group: 'Roles and users', description: 'Delete roles no user holds' },
  'uaa.role.assign': {
    group: 'Roles and users',
    description: 'Give users roles (only roles whose permissions one holds)',
  },
  'uaa.user.read': { group: 'Roles and users', description: 'View user accounts' },
  'uaa.user.write': {
    group: 'Roles and users',
    description: 'Create user accounts (emailed activation) and edit them',
  },
  'uaa.user.activate': {
    group: 'Roles and users',
    description: 'Activate and deactivate user accounts',
  },
  'uaa.user.delete': { group: 'Roles and users', description: 'Delete user accounts' },
  // Departments and designations (departments domain); inside one's own institution unless uaa.institution.all.
  'uaa.department.read': {
    group: 'Departments',
    description: 'View departments and who is in them',
  },
  'uaa.department.write': {
    group: 'Departments',
    description: 'Create and edit departments, add and remove their users, set their heads',
  },
  'uaa.department.delete': {
    group: 'Departments',
    description: 'Delete departments that have no users',
  },
  'uaa.designation.read': { group: 'Departments', description: 'View designations' },
  'uaa.designation.write': { group: 'Departments', description: 'Create designations' },
  'uaa.designation.delete': { group: 'Departments', description: 'Delete designations' },
  'billing.chargeType.read': { group: 'Billing', description: 'View charge types' },
  'billing.chargeType.write': { group: 'Billing', description: 'Create and edit charge types' },
  'billing.chargeType.delete': { group: 'Billing', description: 'Delete charge types' },
  'billing.gfsService.read': { group: 'Billing', description: 'View GFS services' },
  'app.documentTemplate.read': { group: 'Templates', description: 'View document templates' },
  'app.documentTemplate.write': { group: 'Templates', description: 'Edit document templates' },
  'app.financialYear.write': {
    group: 'Planning',
    description: 'Create financial years and switch the current one',
  },
  'app.annualProcurementPlan.read': {
    group: 'Planning',
    description: "View the institution's annual procurement plans and export them as OCDS",
  },
  'app.annualProcurementPlan.write': {
    group: 'Planning',
    description: 'Create and edit annual procurement plans',
  },
  'app.annualProcurementPlan.delete': {
    group: 'Planning',
    description: 'Delete annual procurement plans',
  },
  'app.annualProcurementPlan.publish': {
    group: 'Planning',
    description: 'Publish annual procurement plans as open data (OCDS), public without sign-in',
  },
  'app.procurementMethod.delete': { group: 'Planning', description: 'Delete procurement methods' },
  // Procurement reference data of the app service (app reference domain)
  'app.procurementMethod.write': {
    group: 'Planning',
    description: 'Create and edit procurement methods, stages and stage-to-stage times',
  },
  'app.referenceData.write': {
    group: 'Planning',
    description:
      'Create and edit procurement reference lists (GFS codes, units, contract types, holidays, ...)',
  },
  'app.referenceData.delete': {
    group: 'Planning',
    description: 'Delete procurement reference lists',
  },
  'app.departmentalNeed.read': {
    group: 'Planning',
    description: "View the institution's departmental needs",
  },
  'app.departmentalNeed.write': {
    group: 'Planning',
    description: 'Record and edit departmental needs',
  },
  'app.departmentalNeed.delete': { group: 'Planning', description: 'Delete departmental needs' },
  'app.tenderLot.read': {
    group: 'Tendering',
    description: "View the lots of the institution's tenders",
  },
  'app.tenderLot.write': {
    group: 'Tendering',
    description: "Create, edit and delete the lots of the institution's tenders",
  },
  'monitor.errorLog.read': { group: 'Monitoring', description: 'Browse error logs' },
  'monitor.feedback.read': { group: 'Monitoring', description: 'Read what users sent as feedback' },
  'monitor.statistics.read': {
    group: 'Monitoring',
    description: 'View platform statistics (registrations, institutions, open tasks)',
  },
  'tenderer.profile.read': {
    group: 'Tenderers',
    description: "Read any tenderer's profile (personnel, litigation, equipment, finances)",
  },
  'evaluation.read': {
    group: 'Tenderers',
    description: "Read tenderers' submission progress",
  },
  // Reference lists of uaa/general and tenderers administration (reference data domain)
  'uaa.referenceData.write': {
    group: 'Reference data',
    description: 'Create and edit reference lists (tender categories, statutory boards, ...)',
  },
  'uaa.referenceData.delete': {
    group: 'Reference data',
    description: 'Delete reference list entries',
  },
  'uaa.tenderer.read': { group: 'Tenderers', description: 'View tenderers and their certificates' },
  'uaa.tenderer.write': {
    group: 'Tenderers',
    description: 'Register tenderers, activate and deactivate them',
  },
  'uaa.tenderer.delete': { group: 'Tenderers', description: 'Delete tenderers' },
  'settings.read': { group: 'Settings', description: 'View global settings and system status' },
  'settings.write': {
    group: 'Settings',
    description: 'Change global settings and set maintenance or lock',
  },
  // Administrative areas, branches, service providers' clients and service users (organisation domain).
  // Reading administrative areas needs only a session (shared reference data for every picker).
  'uaa.administrativeArea.write': {
    group: 'Organisation',
    description: 'Create, edit, activate and deactivate administrative areas',
  },
  'uaa.administrativeArea.delete': {
    group: 'Organisation',
    description: 'Delete administrative areas no branch or child area uses',
  },
  'uaa.branch.read': { group: 'Organisation', description: "View an institution's branches" },
  'uaa.branch.write': { group: 'Organisation', description: 'Create and edit branches' },
  'uaa.branch.delete': { group: 'Organisation', description: 'Delete branches' },
  'uaa.service.read': {
    group: 'Organisation',
    description: 'View service providers, their clients and the users assigned to their services',
  },
  'uaa.service.client.write': {
    group: 'Organisation',
    description: "Confirm and unsubscribe the institution's service clients",
  },
  'uaa.service.user.write': {
    group: 'Organisation',
    description: "Assign the institution's users to its services and remove them",
  },
} as const;

export type Permission = keyof typeof permissionCatalogue;
export const allPermissions = Object.keys(permissionCatalogue) as Permission[];
