import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of formErrors/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    duplicate: 'Kumbukumbu yenye %{fields} sawa tayari ipo',
    duplicateFieldsJoin: ' na ',
    invalidField: '%{field}: %{reason}',
    validationReasons: {
      Required: 'Inahitajika',
      'Not a future year': 'Si mwaka ujao',
      'A TIN has 9 digits': 'TIN ina tarakimu 9',
      'A phone number such as +255712345678 or 0712345678':
        'Namba ya simu kama +255712345678 au 0712345678',
    },
    validation: {
      phone: 'Namba ya simu kama +255712345678 au 0712345678',
      tin: 'TIN ina tarakimu 9',
    },
    duplicateFields: {
      code: 'msimbo',
      name: 'jina',
      number: 'namba',
      title: 'kichwa',
      email: 'barua pepe',
      institution: 'taasisi',
      date: 'tarehe',
      year: 'mwaka',
    },
  },
};

export default sw;
