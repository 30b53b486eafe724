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
      'Not a valid uuid': 'Si kitambulisho halali',
      'Name is required': 'Jina linahitajika',
      'A number is required': 'Namba inahitajika',
      'Not a valid email address': 'Si anwani halali ya barua pepe',
      'Not a date': 'Si tarehe',
      'Not negative': 'Isiwe hasi',
      'Not before the start date': 'Isiwe kabla ya tarehe ya kuanza',
      'A UNSPSC code is 8 digits': 'Msimbo wa UNSPSC una tarakimu 8',
      'Choose a person': 'Chagua mtu',
      'Register at least one tender category': 'Sajili angalau kundi moja la zabuni',
      'The next stage must differ from the current stage':
        'Hatua inayofuata lazima itofautiane na hatua ya sasa',
      'Not a valid institution': 'Si taasisi halali',
      'Not a valid category': 'Si kundi halali',
      'From 1900': 'Kuanzia 1900',
      'Code: capital letters, digits, - and _': 'Msimbo: herufi kubwa, tarakimu, - na _',
      'Key phrase must contain at least 6 characters': 'Kaulisiri lazima iwe na angalau herufi 6',
      'Setting keys are upper-case words joined by underscores':
        'Funguo za mipangilio ni maneno ya herufi kubwa yaliyounganishwa kwa _',
      'Not a record kind': 'Si aina ya kumbukumbu',
      'Not an action': 'Si kitendo',
    },
    validationReasonPatterns: {
      atLeastCharacters: 'Angalau herufi %{n}',
      atMostCharacters: 'Isizidi herufi %{n}',
      exactlyCharacters: 'Herufi %{n} hasa',
      atLeast: 'Angalau %{n}',
      moreThan: 'Zaidi ya %{n}',
      atMost: 'Isizidi %{n}',
      lessThan: 'Chini ya %{n}',
      atMostItems: 'Isizidi vipengele %{n}',
      atLeastItems: 'Angalau vipengele %{n}',
      required: 'Inahitajika',
      notANumber: 'Namba kamili inahitajika',
      wrongKind: 'Si thamani ya aina sahihi',
      oneOf: 'Mojawapo ya %{options}',
      unknownField: 'Si sehemu ya fomu hii: %{names}',
      wrongForm: 'Haiko katika muundo sahihi',
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
