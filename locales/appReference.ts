/**
 * Texts of the app's procurement reference lists (contract types, GFS codes, holidays, ...) and the
 * procurement method screens' additions, in English and Kiswahili: spread into locales/en.ts and
 * locales/sw.ts (value labels under zabuni.appReference, fields under resources).
 */
const common = {
  en: {
    name: 'Name',
    description: 'Description',
    active: 'Active',
    createdAt: 'Created',
    q: 'Search',
  },
  sw: {
    name: 'Jina',
    description: 'Maelezo',
    active: 'Inatumika',
    createdAt: 'Iliundwa',
    q: 'Tafuta',
  },
};

type Language = keyof typeof common;

const category: [string, string] = ['Procurement category', 'Aina ya ununuzi'];
const code: [string, string] = ['Code', 'Msimbo'];

/** [English singular |||| plural, Swahili, fields {source: [en, sw]}] per resource. */
const lists: Record<string, [string, string, Record<string, [string, string]>]> = {
  'special-days': [
    'Special day |||| Special days',
    'Siku maalum |||| Siku maalum',
    { date: ['Date', 'Tarehe'] },
  ],
  holidays: [
    'Holiday |||| Holidays',
    'Sikukuu |||| Sikukuu',
    { date: ['Date', 'Tarehe'], type: ['Type', 'Aina'] },
  ],
  'gfs-codes': [
    'GFS code |||| GFS codes',
    'Msimbo wa GFS |||| Misimbo ya GFS',
    { code, category: ['Category', 'Kundi'] },
  ],
  'units-of-measure': [
    'Unit of measure |||| Units of measure',
    'Kipimo |||| Vipimo',
    { symbol: ['Symbol', 'Alama'] },
  ],
  'sources-of-funds': [
    'Source of funds |||| Sources of funds',
    'Chanzo cha fedha |||| Vyanzo vya fedha',
    { code },
  ],
  'contract-types': [
    'Contract type |||| Contract types',
    'Aina ya mkataba |||| Aina za mikataba',
    { code, procurementCategoryUuid: category, 'procurementCategory.name': category },
  ],
  'selection-methods': [
    'Selection method |||| Selection methods',
    'Njia ya uteuzi |||| Njia za uteuzi',
    { code },
  ],
  timelines: [
    'Timeline |||| Timelines',
    'Muda wa hatua |||| Muda wa hatua',
    { code, days: ['Days', 'Siku'] },
  ],
  'procurement-method-selection-reasons': [
    'Method selection reason |||| Method selection reasons',
    'Sababu ya kuchagua njia |||| Sababu za kuchagua njia',
    {
      reason: ['Reason', 'Sababu'],
      procurementMethodUuid: ['Procurement method', 'Njia ya ununuzi'],
      'procurementMethod.name': ['Procurement method', 'Njia ya ununuzi'],
    },
  ],
  'unspsc-codes': [
    'UNSPSC code |||| UNSPSC codes',
    'Msimbo wa UNSPSC |||| Misimbo ya UNSPSC',
    {
      code,
      title: ['Title', 'Jina'],
      level: ['Level', 'Ngazi'],
      parentCode: ['Parent code', 'Msimbo wa juu'],
    },
  ],
  'specification-settings': [
    'Specification setting |||| Specification settings',
    'Mpangilio wa vipimo |||| Mipangilio ya vipimo',
    {
      unspscCode: ['UNSPSC code', 'Msimbo wa UNSPSC'],
      fieldName: ['Field', 'Sehemu'],
      fieldType: ['Field type', 'Aina ya sehemu'],
      unitOfMeasureUuid: ['Unit of measure', 'Kipimo'],
      'unitOfMeasure.name': ['Unit of measure', 'Kipimo'],
      gfsCodeUuid: ['GFS code', 'Msimbo wa GFS'],
      isRequired: ['Required', 'Inahitajika'],
      status: ['Status', 'Hali'],
    },
  ],
  'inspection-tests': [
    'Inspection test |||| Inspection tests',
    'Kipimo cha ukaguzi |||| Vipimo vya ukaguzi',
    {
      inspectionTestQuestion: ['Question', 'Swali'],
      inputType: ['Answer type', 'Aina ya jibu'],
    },
  ],
  'schedules-of-requirements': [
    'Schedule of requirements |||| Schedules of requirements',
    'Jedwali la mahitaji |||| Majedwali ya mahitaji',
    { procurementCategoryUuid: category, 'procurementCategory.name': category },
  ],
  'lot-groups': ['Lot group |||| Lot groups', 'Kundi la loti |||| Makundi ya loti', {}],
};

const resourcesIn = (language: Language) =>
  Object.fromEntries(
    Object.entries(lists).map(([resource, [en, sw, extra]]) => [
      resource,
      {
        name: language === 'en' ? en : sw,
        fields: {
          ...common[language],
          ...Object.fromEntries(
            Object.entries(extra).map(([field, [enText, swText]]) => [
              field,
              language === 'en' ? enText : swText,
            ]),
          ),
        },
      },
    ]),
  );

/** Labels of fixed values and of the procurement method screens. */
const texts = {
  en: {
    holidayTypes: {
      public: 'Public holiday',
      bank: 'Bank holiday',
      optional: 'Optional',
      school: 'School holiday',
      observance: 'Observance',
    },
    gfsCategories: { REVENUE: 'Revenue', EXPENDITURE: 'Expenditure' },
    unspscLevels: { SEGMENT: 'Segment', FAMILY: 'Family', CLASS: 'Class', COMMODITY: 'Commodity' },
    fieldTypes: {
      TEXT: 'Text',
      NUMBER: 'Number',
      DATE: 'Date',
      BOOLEAN: 'Yes or no',
      LIST: 'List',
    },
    inputTypes: { TEXT: 'Text', NUMBER: 'Number', YES_NO: 'Yes or no', DATE: 'Date' },
    statuses: { ACTIVE: 'Active', INACTIVE: 'Inactive' },
    methods: {
      categories: 'Procurement categories',
      ocdsMethod: 'OCDS method',
      addTime: 'Add stage time',
      editTime: 'Edit the time from %{from}',
      saveTime: 'Save',
      cancel: 'Cancel',
    },
  },
  sw: {
    holidayTypes: {
      public: 'Sikukuu ya kitaifa',
      bank: 'Sikukuu ya benki',
      optional: 'Si lazima',
      school: 'Likizo ya shule',
      observance: 'Maadhimisho',
    },
    gfsCategories: { REVENUE: 'Mapato', EXPENDITURE: 'Matumizi' },
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
    inputTypes: { TEXT: 'Maandishi', NUMBER: 'Namba', YES_NO: 'Ndiyo au hapana', DATE: 'Tarehe' },
    statuses: { ACTIVE: 'Inatumika', INACTIVE: 'Haitumiki' },
    methods: {
      categories: 'Aina za ununuzi',
      ocdsMethod: 'Njia ya OCDS',
      addTime: 'Ongeza muda wa hatua',
      editTime: 'Hariri muda kuanzia %{from}',
      saveTime: 'Hifadhi',
      cancel: 'Ghairi',
    },
  },
};

export const appReferenceMessages = {
  en: { texts: texts.en, resources: resourcesIn('en') },
  sw: { texts: texts.sw, resources: resourcesIn('sw') },
};
