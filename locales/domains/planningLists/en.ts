import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of the planning lists (departmental needs, tender lots): messages under zabuni.planningLists,
 * fields under resources.
 * Each language is a part of its TranslationMessages; en and sw have the same keys.
 */
const en: LocaleFragment = {
  zabuni: {
    planningLists: {
      statuses: {
        DRAFT: 'Draft',
        SUBMITTED: 'Submitted',
        CONSOLIDATED: 'In the annual plan',
      },
      noNeeds: 'No departmental needs yet',
      needsScope:
        "Staff of a procuring entity record their departments' needs; each entity sees only its own.",
      pickTender: 'Pick a tender to see its lots',
      noLots: 'This tender has no lots yet',
      tenderNotFound: 'No tender you may see has this reference',
      tenderHelp: 'Type part of its reference or title',
      noTenderFound: 'No tender of yours matches',
      openFromList: 'Open the record from its list',
    },
  },
  resources: {
    'departmental-needs': {
      name: 'Departmental need |||| Departmental needs',
      fields: {
        q: 'Search descriptions',
        departmentName: 'Department',
        description: 'Description',
        financialYearUuid: 'Financial year',
        'financialYear.code': 'Financial year',
        procurementCategoryUuid: 'Procurement category',
        'procurementCategory.name': 'Procurement category',
        quantity: 'Quantity',
        unitOfMeasureUuid: 'Unit of measure',
        'unitOfMeasure.name': 'Unit',
        estimatedAmount: 'Estimated amount',
        gfsCodeUuid: 'GFS code',
        status: 'Status',
        createdAt: 'Created',
      },
    },
    'tender-lots': {
      name: 'Tender lot |||| Tender lots',
      fields: {
        q: 'Search titles',
        tenderUuid: 'Tender',
        lotNumber: 'Lot number',
        title: 'Title',
        description: 'Description',
        estimatedAmount: 'Estimated amount',
        lotGroupUuid: 'Lot group',
        'lotGroup.name': 'Lot group',
        createdAt: 'Created',
      },
    },
  },
};

export default en;
