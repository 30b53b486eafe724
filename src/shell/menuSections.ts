/**
 * The navigation menu's groups, in order, and the resources each lists (by resource name). A resource
 * not registered in App.tsx, or that the user may not list, is left out; so is a group left empty.
 */
export interface MenuSection {
  /** Translation key of the group's heading: zabuni.menu.<id>. */
  id: string;
  resources: string[];
}

export const menuSections: MenuSection[] = [
  {
    id: 'institutions',
    resources: [
      'institutions',
      'institution-categories',
      'branches',
      'departments',
      'designations',
      'administrative-areas',
      'service-subscriptions',
      'services',
    ],
  },
  { id: 'people', resources: ['users', 'roles'] },
  { id: 'tenderers', resources: ['tenderers'] },
  {
    id: 'planning',
    resources: [
      'financial-years',
      'annual-procurement-plans',
      'procurement-methods',
      'procurement-stages',
      // Departmental needs and tender lots (planning lists)
      'departmental-needs',
      'tender-lots',
    ],
  },
  // Reference lists: each helper domain appends its resources here.
  {
    id: 'procurementReference',
    // Procurement reference lists of the app service (app reference domain).
    resources: [
      'contract-types',
      'selection-methods',
      'procurement-method-selection-reasons',
      'timelines',
      'special-days',
      'holidays',
      'gfs-codes',
      'sources-of-funds',
      'units-of-measure',
      'unspsc-codes',
      'specification-settings',
      'schedules-of-requirements',
      'lot-groups',
      'inspection-tests',
    ],
  },
  {
    id: 'generalReference',
    // Reference lists of uaa/general (reference data domain).
    resources: [
      'tender-categories',
      'tender-sub-categories',
      'tenderer-categories',
      'business-lines',
      'business-line-configurations',
      'business-line-global-configurations',
      'statutory-boards',
      'business-license-authorities',
      'statutory-offers',
      'professional-qualifications',
      'academic-levels',
      'equipment-types',
      'offer-types',
      'tenderer-profile-settings',
      'tenderer-source-of-funds',
      'institution-activities',
      'countries',
    ],
  },
  { id: 'billing', resources: ['charge-types'] },
  {
    id: 'administration',
    resources: ['global-settings', 'document-templates', 'error-logs', 'feedback'],
  },
];
