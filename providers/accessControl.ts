import type { Permission } from '../contract/permissions';

type Action = 'list' | 'show' | 'create' | 'edit' | 'delete';

/**
 * The permission each resource action needs: the same ones the server checks on the operations
 * behind them, so the browser hides exactly what the server would refuse.
 */
/** An action every signed-in user may take (shared reference data such as financial years). */
const SIGNED_IN = 'SIGNED_IN';

/** A reference list of the reference data domain: read by all, maintained by administrators. */
const referenceListAccess = {
  list: SIGNED_IN,
  show: SIGNED_IN,
  create: 'uaa.referenceData.write',
  edit: 'uaa.referenceData.write',
  delete: 'uaa.referenceData.delete',
} as const;

/** The app's procurement reference lists (app reference domain): read by everyone signed in. */
const appReferenceAccess = {
  list: SIGNED_IN,
  show: SIGNED_IN,
  create: 'app.referenceData.write',
  edit: 'app.referenceData.write',
  delete: 'app.referenceData.delete',
} as const;

export const resourcePermissions: Record<
  string,
  Partial<Record<Action, Permission | typeof SIGNED_IN>>
> = {
  'charge-types': {
    list: 'billing.chargeType.read',
    show: 'billing.chargeType.read',
    create: 'billing.chargeType.write',
    edit: 'billing.chargeType.write',
    delete: 'billing.chargeType.delete',
  },
  'error-logs': { list: 'monitor.errorLog.read' },
  // Institutions (institutions domain): registering and deleting need uaa.institution.all (platform
  // administrators); an institution's own administrator reads and edits theirs only.
  institutions: {
    list: 'uaa.institution.read',
    show: 'uaa.institution.read',
    create: 'uaa.institution.all',
    edit: 'uaa.institution.write',
    delete: 'uaa.institution.all',
  },
  'institution-categories': {
    list: 'uaa.institutionCategory.read',
    create: 'uaa.institutionCategory.write',
    edit: 'uaa.institutionCategory.write',
    delete: 'uaa.institutionCategory.delete',
  },
  // Departments and designations (departments domain); the server keeps each inside its institution.
  departments: {
    list: 'uaa.department.read',
    show: 'uaa.department.read',
    create: 'uaa.department.write',
    edit: 'uaa.department.write',
    delete: 'uaa.department.delete',
  },
  'department-users': { list: 'uaa.department.read' },
  designations: {
    list: 'uaa.designation.read',
    create: 'uaa.designation.write',
    delete: 'uaa.designation.delete',
  },
  // Every signed-in user reads the years (shared reference data); changing them is permission-bound.
  'annual-procurement-plans': {
    list: 'app.annualProcurementPlan.read',
    show: 'app.annualProcurementPlan.read',
    create: 'app.annualProcurementPlan.write',
    edit: 'app.annualProcurementPlan.write',
    delete: 'app.annualProcurementPlan.delete',
  },
  'procurement-methods': {
    list: SIGNED_IN,
    create: 'app.procurementMethod.write',
    edit: 'app.procurementMethod.write',
    delete: 'app.procurementMethod.delete',
  },
  'procurement-stages': {
    list: SIGNED_IN,
    create: 'app.procurementMethod.write',
    edit: 'app.procurementMethod.write',
    delete: 'app.procurementMethod.delete',
  },
  // Procurement reference lists (app reference domain)
  'special-days': appReferenceAccess,
  holidays: appReferenceAccess,
  'gfs-codes': appReferenceAccess,
  'units-of-measure': appReferenceAccess,
  'sources-of-funds': appReferenceAccess,
  'contract-types': appReferenceAccess,
  'selection-methods': appReferenceAccess,
  timelines: appReferenceAccess,
  'procurement-method-selection-reasons': appReferenceAccess,
  'unspsc-codes': appReferenceAccess,
  'specification-settings': appReferenceAccess,
  'inspection-tests': appReferenceAccess,
  'schedules-of-requirements': appReferenceAccess,
  'lot-groups': appReferenceAccess,
  // Departmental needs and tender lots (planning lists): the server scopes them to the institution
  'departmental-needs': {
    list: 'app.departmentalNeed.read',
    create: 'app.departmentalNeed.write',
    edit: 'app.departmentalNeed.write',
    delete: 'app.departmentalNeed.delete',
  },
  'tender-lots': {
    list: 'app.tenderLot.read',
    create: 'app.tenderLot.write',
    edit: 'app.tenderLot.write',
    delete: 'app.tenderLot.write',
  },
  'financial-years': {
    list: SIGNED_IN,
    create: 'app.financialYear.write',
    edit: 'app.financialYear.write',
  },
  feedback: { list: 'monitor.feedback.read' },
  statistics: { list: 'monitor.statistics.read' },
  'document-templates': {
    list: 'app.documentTemplate.read',
    show: 'app.documentTemplate.read',
    edit: 'app.documentTemplate.write',
  },
  // Reference lists and tenderers (reference data domain): every signed-in user reads the lists.
  'tender-categories': referenceListAccess,
  'tender-sub-categories': referenceListAccess,
  'tenderer-categories': referenceListAccess,
  'statutory-boards': referenceListAccess,
  'business-license-authorities': referenceListAccess,
  'business-lines': referenceListAccess,
  'business-line-configurations': referenceListAccess,
  'business-line-global-configurations': referenceListAccess,
  'offer-types': referenceListAccess,
  'academic-levels': referenceListAccess,
  'professional-qualifications': referenceListAccess,
  'statutory-offers': referenceListAccess,
  'equipment-types': referenceListAccess,
  'tenderer-profile-settings': referenceListAccess,
  'tenderer-source-of-funds': referenceListAccess,
  'institution-activities': referenceListAccess,
  countries: { list: SIGNED_IN },
  tenderers: {
    list: 'uaa.tenderer.read',
    show: 'uaa.tenderer.read',
    create: 'uaa.tenderer.write',
    edit: 'uaa.tenderer.write',
    delete: 'uaa.tenderer.delete',
  },
  'global-settings': {
    list: 'settings.read',
    show: 'settings.read',
    create: 'settings.write',
    edit: 'settings.write',
  },
  // Roles and users (identity administration)
  roles: {
    list: 'uaa.role.read',
    show: 'uaa.role.read',
    create: 'uaa.role.write',
    edit: 'uaa.role.write',
    delete: 'uaa.role.delete',
  },
  users: {
    list: 'uaa.user.read',
    show: 'uaa.user.read',
    create: 'uaa.user.write',
    edit: 'uaa.user.write',
    delete: 'uaa.user.delete',
  },
  // Administrative areas, branches, service clients and users (organisation domain)
  'administrative-areas': {
    list: SIGNED_IN,
    create: 'uaa.administrativeArea.write',
    edit: 'uaa.administrativeArea.write',
    delete: 'uaa.administrativeArea.delete',
  },
  branches: {
    list: 'uaa.branch.read',
    create: 'uaa.branch.write',
    edit: 'uaa.branch.write',
    delete: 'uaa.branch.delete',
  },
  'service-subscriptions': { list: 'uaa.service.read' },
  services: { list: 'uaa.service.user.write' },
};

/** True when the user's permissions allow the action; unknown resources and actions are refused. */
export function canAccessResource(
  permissions: readonly string[],
  resource: string,
  action: string,
): boolean {
  const needed = resourcePermissions[resource]?.[action as Action];
  return needed === SIGNED_IN || (needed !== undefined && permissions.includes(needed));
}
