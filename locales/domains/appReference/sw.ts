import type { LocaleFragment } from '../../mergeMessages';
import { swReferenceFields } from '../commonFields.sw';

/** Kiswahili of appReference/en.ts: the same keys. */
const swCommonFields = { ...swReferenceFields, q: 'Tafuta' };

const sw: LocaleFragment = {
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
  },
};

export default sw;
