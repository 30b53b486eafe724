import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of departments/en.ts: the same keys. */
const sw: LocaleFragment = {
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

export default sw;
