import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts the app's procurement reference lists (contract types, GFS codes, holidays, ...) and the
 * procurement method screens share: value labels under zabuni.appReference. Each list's name and
 * field labels are its own, in resources/<name>/texts.ts.
 * Each language is a part of its TranslationMessages; en and sw have the same keys.
 */

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
};

export default en;
