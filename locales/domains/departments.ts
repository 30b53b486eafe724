import type { LocaleFragment } from '../mergeMessages';

/**
 * Texts of the departments and designations screens: screen texts under zabuni.departments and
 * zabuni.designations, fields under resources. The success texts are worded as users already see them
 * in the existing platform.
 * Each language is a part of its TranslationMessages; en and sw have the same keys.
 */
export const en: LocaleFragment = {
  zabuni: {
    departments: {
      empty: 'No departments yet. Create the first one.',
      users: 'Users in this department',
      noUsers: 'Nobody is in this department yet.',
      addUsers: 'Add users',
      add: 'Add',
      searchUsers: 'Search users of the institution by name',
      noMatchingUsers: 'No user of the institution matches',
      moveHint: 'A user who is in another department moves to this one.',
      removeUsers: 'Remove from department',
      makeHead: 'Make head',
      head: 'Head of department',
      usersAdded: 'Users added to department',
      usersRemoved: 'Users removed from department successfully',
      headAssigned: 'Head of department assigned successfully',
      saveFailed: 'Failed to save record %{code}',
      operationFailed: 'Operation failed: %{message}',
      codeRule: 'Letters, digits and . _ / - only, starting with a letter or digit',
      defaultHint:
        "The institution's default department; marking it moves the flag from the other one.",
    },
    designations: {
      empty: 'No designations yet. Create the first one.',
    },
  },
  resources: {
    departments: {
      name: 'Department |||| Departments',
      fields: {
        name: 'Name',
        code: 'Code',
        institutionUuid: 'Institution',
        institutionName: 'Institution',
        isDefault: 'Default department',
        active: 'Active',
        'headOfDepartment.fullName': 'Head of department',
        numberOfUsers: 'Users',
        createdAt: 'Created',
        q: 'Search by name',
      },
    },
    'department-users': {
      name: 'Department user |||| Department users',
      fields: {
        fullName: 'Name',
        email: 'Email',
        phone: 'Phone',
        active: 'Active',
        isHeadOfDepartment: 'Head',
        q: 'Search by name',
      },
    },
    designations: {
      name: 'Designation |||| Designations',
      fields: {
        name: 'Name',
        institutionUuid: 'Institution',
        institutionName: 'Institution',
        createdAt: 'Created',
        q: 'Search by name',
      },
    },
  },
};

export const sw: LocaleFragment = {
  zabuni: {
    departments: {
      empty: 'Bado hakuna idara. Unda ya kwanza.',
      users: 'Watumiaji wa idara hii',
      noUsers: 'Bado hakuna mtu katika idara hii.',
      addUsers: 'Ongeza watumiaji',
      add: 'Ongeza',
      searchUsers: 'Tafuta watumiaji wa taasisi kwa jina',
      noMatchingUsers: 'Hakuna mtumiaji wa taasisi anayelingana',
      moveHint: 'Mtumiaji aliye katika idara nyingine atahamishiwa idara hii.',
      removeUsers: 'Ondoa kwenye idara',
      makeHead: 'Mfanye mkuu',
      head: 'Mkuu wa idara',
      usersAdded: 'Watumiaji wameongezwa kwenye idara kwa Mafanikio',
      usersRemoved: 'Watumiaji wameondolewa kwenye idara kwa Mafanikio',
      headAssigned: 'Mkuu wa idara amewekwa kwa Mafanikio',
      saveFailed: 'Imeshindwa kuhifadhi rekodi %{code}',
      operationFailed: 'Operesheni imeshindwa: %{message}',
      codeRule: 'Herufi, tarakimu na . _ / - tu, ikianza na herufi au tarakimu',
      defaultHint: 'Idara ya msingi ya taasisi; ukiichagua, alama inahamia kutoka idara nyingine.',
    },
    designations: {
      empty: 'Bado hakuna vyeo. Unda cha kwanza.',
    },
  },
  resources: {
    departments: {
      name: 'Idara |||| Idara',
      fields: {
        name: 'Jina',
        code: 'Msimbo',
        institutionUuid: 'Taasisi',
        institutionName: 'Taasisi',
        isDefault: 'Idara ya msingi',
        active: 'Inatumika',
        'headOfDepartment.fullName': 'Mkuu wa idara',
        numberOfUsers: 'Watumiaji',
        createdAt: 'Iliundwa',
        q: 'Tafuta kwa jina',
      },
    },
    'department-users': {
      name: 'Mtumiaji wa idara |||| Watumiaji wa idara',
      fields: {
        fullName: 'Jina',
        email: 'Barua pepe',
        phone: 'Simu',
        active: 'Anatumika',
        isHeadOfDepartment: 'Mkuu',
        q: 'Tafuta kwa jina',
      },
    },
    designations: {
      name: 'Cheo |||| Vyeo',
      fields: {
        name: 'Jina',
        institutionUuid: 'Taasisi',
        institutionName: 'Taasisi',
        createdAt: 'Iliundwa',
        q: 'Tafuta kwa jina',
      },
    },
  },
};
