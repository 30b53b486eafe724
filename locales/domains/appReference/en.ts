import type { LocaleFragment } from '../../mergeMessages';
import { enReferenceFields } from '../commonFields.en';

/**
 * Texts of the app's procurement reference lists (contract types, GFS codes, holidays, ...) and the
 * procurement method screens' additions: value labels under zabuni.appReference, fields under resources.
 * Each language is a part of its TranslationMessages; en and sw have the same keys.
 */

/** The fields every list of this domain has. */
const enCommonFields = { ...enReferenceFields, q: 'Search' };

const en: LocaleFragment = {
  zabuni: {
    appReference: {
      holidayTypes: {
        public: 'Public holiday',
        bank: 'Bank holiday',
        optional: 'Optional',
        school: 'School holiday',
        observance: 'Observance',
      },
      gfsCategories: {
        REVENUE: 'Revenue',
        EXPENDITURE: 'Expenditure',
      },
      noUnspscMatch: 'No UNSPSC code or title matches',
      unspscLevels: {
        SEGMENT: 'Segment',
        FAMILY: 'Family',
        CLASS: 'Class',
        COMMODITY: 'Commodity',
      },
      fieldTypes: {
        TEXT: 'Text',
        NUMBER: 'Number',
        DATE: 'Date',
        BOOLEAN: 'Yes or no',
        LIST: 'List',
      },
      inputTypes: {
        TEXT: 'Text',
        NUMBER: 'Number',
        YES_NO: 'Yes or no',
        DATE: 'Date',
      },
      statuses: {
        ACTIVE: 'Active',
        INACTIVE: 'Inactive',
      },
      methods: {
        categories: 'Procurement categories',
        ocdsMethod: 'OCDS method',
        addTime: 'Add stage time',
        editTime: 'Edit the time from %{from}',
        saveTime: 'Save',
        cancel: 'Cancel',
      },
    },
  },
  resources: {
    'special-days': {
      name: 'Special day |||| Special days',
      fields: {
        ...enCommonFields,
        date: 'Date',
      },
    },
    holidays: {
      name: 'Holiday |||| Holidays',
      fields: {
        ...enCommonFields,
        date: 'Date',
        type: 'Type',
      },
    },
    'gfs-codes': {
      name: 'GFS code |||| GFS codes',
      fields: {
        ...enCommonFields,
        code: 'Code',
        category: 'Category',
      },
    },
    'units-of-measure': {
      name: 'Unit of measure |||| Units of measure',
      fields: {
        ...enCommonFields,
        symbol: 'Symbol',
      },
    },
    'sources-of-funds': {
      name: 'Source of funds |||| Sources of funds',
      fields: {
        ...enCommonFields,
        code: 'Code',
      },
    },
    'contract-types': {
      name: 'Contract type |||| Contract types',
      fields: {
        ...enCommonFields,
        code: 'Code',
        procurementCategoryUuid: 'Procurement category',
        'procurementCategory.name': 'Procurement category',
      },
    },
    'selection-methods': {
      name: 'Selection method |||| Selection methods',
      fields: {
        ...enCommonFields,
        code: 'Code',
      },
    },
    timelines: {
      name: 'Timeline |||| Timelines',
      fields: {
        ...enCommonFields,
        code: 'Code',
        days: 'Days',
      },
    },
    'procurement-method-selection-reasons': {
      name: 'Method selection reason |||| Method selection reasons',
      fields: {
        ...enCommonFields,
        reason: 'Reason',
        procurementMethodUuid: 'Procurement method',
        'procurementMethod.name': 'Procurement method',
      },
    },
    'unspsc-codes': {
      name: 'UNSPSC code |||| UNSPSC codes',
      fields: {
        ...enCommonFields,
        code: 'Code',
        title: 'Title',
        level: 'Level',
        parentCode: 'Parent code',
      },
    },
    'specification-settings': {
      name: 'Specification setting |||| Specification settings',
      fields: {
        ...enCommonFields,
        unspscCode: 'UNSPSC code',
        fieldName: 'Field',
        fieldType: 'Field type',
        unitOfMeasureUuid: 'Unit of measure',
        'unitOfMeasure.name': 'Unit of measure',
        gfsCodeUuid: 'GFS code',
        isRequired: 'Required',
        status: 'Status',
      },
    },
    'inspection-tests': {
      name: 'Inspection test |||| Inspection tests',
      fields: {
        ...enCommonFields,
        inspectionTestQuestion: 'Question',
        inputType: 'Answer type',
      },
    },
    'schedules-of-requirements': {
      name: 'Schedule of requirements |||| Schedules of requirements',
      fields: {
        ...enCommonFields,
        procurementCategoryUuid: 'Procurement category',
        'procurementCategory.name': 'Procurement category',
      },
    },
    'lot-groups': {
      name: 'Lot group |||| Lot groups',
      fields: {
        ...enCommonFields,
      },
    },
  },
};

export default en;
