import type { LocaleFragment } from '../mergeMessages';

/**
 * Texts of the app's procurement reference lists (contract types, GFS codes, holidays, ...) and the
 * procurement method screens' additions: value labels under zabuni.appReference, fields under resources.
 * Each language is a part of its TranslationMessages; en and sw have the same keys.
 */

/** The fields every list of this domain has. */
const enCommonFields = {
  name: 'Name',
  description: 'Description',
  active: 'Active',
  createdAt: 'Created',
  q: 'Search',
};

const swCommonFields = {
  name: 'Jina',
  description: 'Maelezo',
  active: 'Inatumika',
  createdAt: 'Iliundwa',
  q: 'Tafuta',
};

export const en: LocaleFragment = {
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
    'bid-security-types': {
      name: 'Bid security type |||| Bid security types',
      fields: {
        ...enCommonFields,
        isDeclaration: 'Bid-securing declaration',
      },
    },
  },
};

export const sw: LocaleFragment = {
  zabuni: {
    appReference: {
      holidayTypes: {
        public: 'Sikukuu ya kitaifa',
        bank: 'Sikukuu ya benki',
        optional: 'Si lazima',
        school: 'Likizo ya shule',
        observance: 'Maadhimisho',
      },
      gfsCategories: {
        REVENUE: 'Mapato',
        EXPENDITURE: 'Matumizi',
      },
      noUnspscMatch: 'Hakuna msimbo wala jina la UNSPSC linalolingana',
      unspscLevels: {
        SEGMENT: 'Sehemu kuu',
        FAMILY: 'Familia',
        CLASS: 'Daraja',
        COMMODITY: 'Bidhaa',
      },
      fieldTypes: {
        TEXT: 'Maandishi',
        NUMBER: 'Namba',
        DATE: 'Tarehe',
        BOOLEAN: 'Ndiyo au hapana',
        LIST: 'Orodha',
      },
      inputTypes: {
        TEXT: 'Maandishi',
        NUMBER: 'Namba',
        YES_NO: 'Ndiyo au hapana',
        DATE: 'Tarehe',
      },
      statuses: {
        ACTIVE: 'Inatumika',
        INACTIVE: 'Haitumiki',
      },
      methods: {
        categories: 'Aina za ununuzi',
        ocdsMethod: 'Njia ya OCDS',
        addTime: 'Ongeza muda wa hatua',
        editTime: 'Hariri muda kuanzia %{from}',
        saveTime: 'Hifadhi',
        cancel: 'Ghairi',
      },
    },
  },
  resources: {
    'special-days': {
      name: 'Siku maalum |||| Siku maalum',
      fields: {
        ...swCommonFields,
        date: 'Tarehe',
      },
    },
    holidays: {
      name: 'Sikukuu |||| Sikukuu',
      fields: {
        ...swCommonFields,
        date: 'Tarehe',
        type: 'Aina',
      },
    },
    'gfs-codes': {
      name: 'Msimbo wa GFS |||| Misimbo ya GFS',
      fields: {
        ...swCommonFields,
        code: 'Msimbo',
        category: 'Kundi',
      },
    },
    'units-of-measure': {
      name: 'Kipimo |||| Vipimo',
      fields: {
        ...swCommonFields,
        symbol: 'Alama',
      },
    },
    'sources-of-funds': {
      name: 'Chanzo cha fedha |||| Vyanzo vya fedha',
      fields: {
        ...swCommonFields,
        code: 'Msimbo',
      },
    },
    'contract-types': {
      name: 'Aina ya mkataba |||| Aina za mikataba',
      fields: {
        ...swCommonFields,
        code: 'Msimbo',
        procurementCategoryUuid: 'Aina ya ununuzi',
        'procurementCategory.name': 'Aina ya ununuzi',
      },
    },
    'selection-methods': {
      name: 'Njia ya uteuzi |||| Njia za uteuzi',
      fields: {
        ...swCommonFields,
        code: 'Msimbo',
      },
    },
    timelines: {
      name: 'Muda wa hatua |||| Muda wa hatua',
      fields: {
        ...swCommonFields,
        code: 'Msimbo',
        days: 'Siku',
      },
    },
    'procurement-method-selection-reasons': {
      name: 'Sababu ya kuchagua njia |||| Sababu za kuchagua njia',
      fields: {
        ...swCommonFields,
        reason: 'Sababu',
        procurementMethodUuid: 'Njia ya ununuzi',
        'procurementMethod.name': 'Njia ya ununuzi',
      },
    },
    'unspsc-codes': {
      name: 'Msimbo wa UNSPSC |||| Misimbo ya UNSPSC',
      fields: {
        ...swCommonFields,
        code: 'Msimbo',
        title: 'Jina',
        level: 'Ngazi',
        parentCode: 'Msimbo wa juu',
      },
    },
    'specification-settings': {
      name: 'Mpangilio wa vipimo |||| Mipangilio ya vipimo',
      fields: {
        ...swCommonFields,
        unspscCode: 'Msimbo wa UNSPSC',
        fieldName: 'Sehemu',
        fieldType: 'Aina ya sehemu',
        unitOfMeasureUuid: 'Kipimo',
        'unitOfMeasure.name': 'Kipimo',
        gfsCodeUuid: 'Msimbo wa GFS',
        isRequired: 'Inahitajika',
        status: 'Hali',
      },
    },
    'inspection-tests': {
      name: 'Kipimo cha ukaguzi |||| Vipimo vya ukaguzi',
      fields: {
        ...swCommonFields,
        inspectionTestQuestion: 'Swali',
        inputType: 'Aina ya jibu',
      },
    },
    'schedules-of-requirements': {
      name: 'Jedwali la mahitaji |||| Majedwali ya mahitaji',
      fields: {
        ...swCommonFields,
        procurementCategoryUuid: 'Aina ya ununuzi',
        'procurementCategory.name': 'Aina ya ununuzi',
      },
    },
    'lot-groups': {
      name: 'Kundi la loti |||| Makundi ya loti',
      fields: {
        ...swCommonFields,
      },
    },
    'bid-security-types': {
      name: 'Aina ya dhamana ya zabuni |||| Aina za dhamana ya zabuni',
      fields: {
        ...swCommonFields,
        isDeclaration: 'Tamko la kulinda zabuni',
      },
    },
  },
};
