/**
 * Every permission the server checks, one per kind of operation, by the group the roles screen shows it
 * in: its name and what it allows. Shared so that the browser hides exactly what the server would refuse.
 */
const permissionGroups = {
  Platform: {
    'uaa.institution.all':
      'Act on every institution (platform administrators); others act in their own only',
  },
  // Institutions and institution categories (institutions domain): one's own institution unless
  // uaa.institution.all; creating and deleting institutions needs uaa.institution.all too.
  Institutions: {
    'uaa.institution.read': 'View institutions',
    'uaa.institution.write':
      'Edit institutions, complete their registration, set incident handling',
    'uaa.institution.delete': 'Delete institutions that have no users',
    'uaa.institutionCategory.read': 'View institution categories',
    'uaa.institutionCategory.write': 'Create and edit institution categories',
    'uaa.institutionCategory.delete': 'Delete institution categories no institution is of',
  },
  // Roles and users (identity administration); inside one's own institution unless uaa.institution.all.
  'Roles and users': {
    'uaa.role.read': 'View roles and permissions',
    'uaa.role.write':
      'Create and edit roles and choose their permissions (only permissions one holds)',
    'uaa.role.delete': 'Delete roles no user holds',
    'uaa.role.assign': 'Give users roles (only roles whose permissions one holds)',
    'uaa.user.read': 'View user accounts',
    'uaa.user.write': 'Create user accounts (emailed activation) and edit them',
    'uaa.user.activate': 'Activate and deactivate user accounts',
    'uaa.user.delete': 'Delete user accounts',
    'uaa.history.read':
      "Read the history of records and the activity list (one's own institution's unless uaa.institution.all)",
  },
  // Departments and designations (departments domain); inside one's own institution unless uaa.institution.all.
  Departments: {
    'uaa.department.read': 'View departments and who is in them',
    'uaa.department.write':
      'Create and edit departments, add and remove their users, set their heads',
    'uaa.department.delete': 'Delete departments that have no users',
    'uaa.designation.read': 'View designations',
    'uaa.designation.write': 'Create designations',
    'uaa.designation.delete': 'Delete designations',
  },
  Billing: {
    'billing.chargeType.read': 'View charge types',
    'billing.chargeType.write': 'Create and edit charge types',
    'billing.chargeType.delete': 'Delete charge types',
    'billing.gfsService.read': 'View GFS services',
  },
  Templates: {
    'app.documentTemplate.read': 'View document templates',
    'app.documentTemplate.write': 'Edit document templates',
  },
  Planning: {
    'app.financialYear.write': 'Create financial years and switch the current one',
    'app.annualProcurementPlan.read':
      "View the institution's annual procurement plans and export them as OCDS",
    'app.annualProcurementPlan.write': 'Create and edit annual procurement plans',
    'app.annualProcurementPlan.delete': 'Delete annual procurement plans',
    'app.annualProcurementPlan.publish':
      'Publish annual procurement plans as open data (OCDS), public without sign-in',
    // Procurement reference data of the app service (app reference domain).
    'app.procurementMethod.write':
      'Create and edit procurement methods, stages and stage-to-stage times',
    'app.procurementMethod.delete': 'Delete procurement methods',
    'app.referenceData.write':
      'Create and edit procurement reference lists (GFS codes, units, contract types, holidays, ...)',
    'app.referenceData.delete': 'Delete procurement reference lists',
    'app.departmentalNeed.read': "View the institution's departmental needs",
    'app.departmentalNeed.write': 'Record and edit departmental needs',
    'app.departmentalNeed.delete': 'Delete departmental needs',
  },
  Tendering: {
    'app.tenderLot.read': "View the lots of the institution's tenders",
    'app.tenderLot.write': "Create, edit and delete the lots of the institution's tenders",
  },
  Monitoring: {
    'monitor.errorLog.read': 'Browse error logs',
    'monitor.feedback.read': 'Read what users sent as feedback',
    'monitor.statistics.read': 'View platform statistics (registrations, institutions, open tasks)',
  },
  Tenderers: {
    'tenderer.profile.read':
      "Read any tenderer's profile (personnel, litigation, equipment, finances)",
    'evaluation.read': "Read tenderers' submission progress",
    'uaa.tenderer.read': 'View tenderers and their certificates',
    'uaa.tenderer.write': 'Register tenderers, activate and deactivate them',
    'uaa.tenderer.delete': 'Delete tenderers',
  },
  // Reference lists of uaa/general and tenderers administration (reference data domain).
  'Reference data': {
    'uaa.referenceData.write':
      'Create and edit reference lists (tender categories, statutory boards, ...)',
    'uaa.referenceData.delete': 'Delete reference list entries',
  },
  Settings: {
    'settings.read': 'View global settings and system status',
    'settings.write': 'Change global settings and set maintenance or lock',
  },
  // Administrative areas, branches, service providers' clients and service users (organisation domain).
  // Reading administrative areas needs only a session (shared reference data for every picker).
  Organisation: {
    'uaa.administrativeArea.write': 'Create, edit, activate and deactivate administrative areas',
    'uaa.administrativeArea.delete': 'Delete administrative areas no branch or child area uses',
    'uaa.branch.read': "View an institution's branches",
    'uaa.branch.write': 'Create and edit branches',
    'uaa.branch.delete': 'Delete branches',
    'uaa.service.read':
      'View service providers, their clients and the users assigned to their services',
    'uaa.service.client.write': "Confirm and unsubscribe the institution's service clients",
    'uaa.service.user.write': "Assign the institution's users to its services and remove them",
  },
} as const;

type Groups = typeof permissionGroups;
export type Permission = { [G in keyof Groups]: keyof Groups[G] }[keyof Groups];

/** Each permission with its group and description (what the permissions table is seeded with). */
export const permissionCatalogue = Object.fromEntries(
  Object.entries(permissionGroups).flatMap(([group, members]) =>
    Object.entries(members).map(([name, description]) => [name, { group, description }]),
  ),
) as Record<Permission, { group: string; description: string }>;

export const allPermissions = Object.keys(permissionCatalogue) as Permission[];
