import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of appReference/en.ts: the same keys. */
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
};

export default sw;
