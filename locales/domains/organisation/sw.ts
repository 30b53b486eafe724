import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of organisation/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    organisation: {
      areaTypes: {
        REGION: 'Mkoa',
        DISTRICT: 'Wilaya',
        WARD: 'Kata',
        VILLAGE: 'Kijiji',
      },
      activate: 'Washa',
      deactivate: 'Zima',
      noParent: 'Mkoa hauna eneo la juu yake',
      emptyAreas: 'Hakuna maeneo ya utawala yanayolingana.',
      emptyBranches: 'Taasisi hii bado haina matawi.',
      chooseInstitution: 'Taasisi',
      pending: 'Yanayosubiri',
      confirmed: 'Yaliyothibitishwa',
      confirm: 'Thibitisha',
      confirmedSuccessfully: 'Imethibitishwa kwa Mafanikio',
      unsubscribe: 'Ondoa usajili',
      unsubscribeTitle: 'Ondoa usajili wa %{name}?',
      unsubscribeContent: '%{name} haitakuwa tena mteja wa %{service}.',
      unsubscribed: 'Usajili wa mteja umeondolewa kwa Mafanikio',
      unsubscribeFailed: 'Imeshindikana kuondoa usajili wa mteja',
      emptyClients: 'Hakuna wateja hapa.',
      services: 'Huduma za taasisi yangu',
      noServices: 'Taasisi yako haitoi huduma yoyote.',
      serviceUsers: 'Watumiaji wa %{service}',
      noServiceUsers: 'Bado hakuna watumiaji waliopangiwa huduma hii.',
      addUsers: 'Ongeza watumiaji',
      usersToAdd: 'Watumishi wa kuongeza',
      remove: 'Ondoa',
      usersAdded: 'Watumiaji wameongezwa kwenye huduma kwa Mafanikio',
      usersRemoved: 'Watumiaji wameondolewa kwa Mafanikio',
      fetchFailed: 'Imeshindikana kupata taarifa',
      group: 'Kundi',
    },
  },
  resources: {
    'administrative-areas': {
      name: 'Eneo la utawala |||| Maeneo ya utawala',
      fields: {
        name: 'Jina',
        code: 'Msimbo',
        type: 'Aina',
        parentUuid: 'Eneo la juu',
        'parent.name': 'Eneo la juu',
        active: 'Inatumika',
        createdAt: 'Iliundwa',
        q: 'Tafuta kwa jina',
      },
    },
    branches: {
      name: 'Tawi |||| Matawi',
      fields: {
        branchName: 'Jina la tawi',
        branchCode: 'Msimbo wa tawi',
        trackingBranchCode: 'Msimbo wa ufuatiliaji wa tawi',
        location: 'Mahali',
        administrativeAreaUuid: 'Eneo la utawala',
        'administrativeArea.name': 'Eneo la utawala',
        institutionUuid: 'Taasisi',
        'institution.name': 'Taasisi',
        userUuids: 'Watumishi',
        users: 'Watumishi',
        active: 'Inatumika',
        createdAt: 'Iliundwa',
      },
    },
    'service-subscriptions': {
      name: 'Mteja |||| Wateja',
      fields: {
        'client.name': 'Taasisi mteja',
        'service.name': 'Huduma',
        confirmed: 'Hali',
        confirmedAt: 'Ilithibitishwa',
        createdAt: 'Ilisajiliwa',
      },
    },
    services: {
      name: 'Mtumiaji wa huduma |||| Watumiaji wa huduma',
      fields: {
        fullName: 'Jina',
        email: 'Barua pepe',
      },
    },
  },
};

export default sw;
