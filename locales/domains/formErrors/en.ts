import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of a refused save naming its fields (providers/responses.ts): a duplicate (9003) or
 * invalid input (9001), and the forms' own checks.
 */
const en: LocaleFragment = {
  zabuni: {
    // A duplicate (9003) naming its clashing fields; a field the resource does not label is named here.
    duplicate: 'A record with the same %{fields} already exists',
    duplicateFieldsJoin: ' and ',
    // Invalid input (9001) naming its field and the server's reason (validationReasons).
    invalidField: '%{field}: %{reason}',
    validationReasons: {
      Required: 'Required',
      'Not a future year': 'Not a future year',
      'A TIN has 9 digits': 'A TIN has 9 digits',
      'A phone number such as +255712345678 or 0712345678':
        'A phone number such as +255712345678 or 0712345678',
    },
    validation: {
      phone: 'A phone number such as +255712345678 or 0712345678',
      tin: 'A TIN has 9 digits',
    },
    duplicateFields: {
      code: 'code',
      name: 'name',
      number: 'number',
      title: 'title',
      email: 'email',
      institution: 'institution',
      date: 'date',
      year: 'year',
    },
  },
};

export default en;
