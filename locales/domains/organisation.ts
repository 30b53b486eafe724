import type { LocaleFragment } from '../mergeMessages';

/**
 * Texts of the organisation screens (administrative areas, branches, service clients and service
 * users): screen texts under zabuni.organisation, field labels under resources.
 * Each language is a part of its TranslationMessages; en and sw have the same keys.
 */
export const en: LocaleFragment = {
  zabuni: {
    organisation: {
      areaTypes: {
        REGION: 'Region',
        DISTRICT: 'District',
        WARD: 'Ward',
        VILLAGE: 'Village',
      },
      activate: 'Activate',
      deactivate: 'Deactivate',
      noParent: 'A region has no parent area',
      emptyAreas: 'No administrative areas match.',
      emptyBranches: 'This institution has no branches yet.',
      chooseInstitution: 'Institution',
      pending: 'Pending',
      confirmed: 'Confirmed',
      confirm: 'Confirm',
      confirmedSuccessfully: 'Confirmed Successfully',
      unsubscribe: 'Unsubscribe',
      unsubscribeTitle: 'Unsubscribe %{name}?',
      unsubscribeContent: '%{name} will no longer be a client of %{service}.',
      unsubscribed: 'Client unsubscribed Successfully',
      unsubscribeFailed: 'Failed to unsubscribed Client details',
      emptyClients: 'No clients here.',
      services: 'Services of my institution',
      noServices: 'Your institution offers no services.',
      serviceUsers: 'Users of %{service}',
      noServiceUsers: 'No users are assigned to this service yet.',
      addUsers: 'Add users',
      usersToAdd: 'Staff to add',
      remove: 'Remove',
      usersAdded: 'Users Added to Service successfully',
      usersRemoved: 'Users Removed Successfully',
      fetchFailed: 'Failed to fetch records',
      group: 'Group',
    },
  },
  resources: {
    'administrative-areas': {
      name: 'Administrative area |||| Administrative areas',
      fields: {
        name: 'Name',
        code: 'Code',
        type: 'Type',
        parentUuid: 'Parent area',
        'parent.name': 'Parent area',
        active: 'Active',
        createdAt: 'Created',
        q: 'Search by name',
      },
    },
    branches: {
      name: 'Branch |||| Branches',
      fields: {
        branchName: 'Branch name',
        branchCode: 'Branch code',
        trackingBranchCode: 'Tracking branch code',
        location: 'Location',
        administrativeAreaUuid: 'Administrative area',
        'administrativeArea.name': 'Administrative area',
        institutionUuid: 'Institution',
        'institution.name': 'Institution',
        userUuids: 'Staff',
        users: 'Staff',
        active: 'Active',
        createdAt: 'Created',
      },
    },
    'service-subscriptions': {
      name: 'Client |||| Clients',
      fields: {
        'client.name': 'Client institution',
        'service.name': 'Service',
        confirmed: 'Status',
        confirmedAt: 'Confirmed on',
        createdAt: 'Subscribed on',
      },
    },
    services: {
      name: 'Service user |||| Service users',
      fields: {
        fullName: 'Name',
        email: 'Email',
      },
    },
  },
};

export const sw: LocaleFragment = {
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
