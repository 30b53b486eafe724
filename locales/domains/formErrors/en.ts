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
    // A fixed reason by its whole text; a reason carrying a value by its pattern
    // (providers/validationReasons.ts).
    validationReasons: {
      Required: 'Required',
      'Not a future year': 'Not a future year',
      'A TIN has 9 digits': 'A TIN has 9 digits',
      'A phone number such as +255712345678 or 0712345678':
        'A phone number such as +255712345678 or 0712345678',
      'Not a valid uuid': 'Not a valid uuid',
      'Name is required': 'Name is required',
      'A number is required': 'A number is required',
      'Not a valid email address': 'Not a valid email address',
      'Not a date': 'Not a date',
      'Not negative': 'Not negative',
      'Not before the start date': 'Not before the start date',
      'A UNSPSC code is 8 digits': 'A UNSPSC code is 8 digits',
      'Choose a person': 'Choose a person',
      'Register at least one tender category': 'Register at least one tender category',
      'The next stage must differ from the current stage':
        'The next stage must differ from the current stage',
      'Not a valid institution': 'Not a valid institution',
      'Not a valid category': 'Not a valid category',
      'From 1900': 'From 1900',
      'Code: capital letters, digits, - and _': 'Code: capital letters, digits, - and _',
      'Key phrase must contain at least 6 characters':
        'Key phrase must contain at least 6 characters',
      'Setting keys are upper-case words joined by underscores':
        'Setting keys are upper-case words joined by underscores',
      'Not a record kind': 'Not a record kind',
      'Not an action': 'Not an action',
    },
    validationReasonPatterns: {
      atLeastCharacters: 'At least %{n} characters',
      atMostCharacters: 'At most %{n} characters',
      exactlyCharacters: 'Exactly %{n} characters',
      atLeast: 'At least %{n}',
      moreThan: 'More than %{n}',
      atMost: 'At most %{n}',
      lessThan: 'Less than %{n}',
      atMostItems: 'At most %{n} items',
      atLeastItems: 'At least %{n} items',
      required: 'Required',
      notANumber: 'A whole number is required',
      wrongKind: 'Not a value of the right kind',
      oneOf: 'One of %{options}',
      unknownField: 'Not a field of this form: %{names}',
      wrongForm: 'Not in the right form',
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
