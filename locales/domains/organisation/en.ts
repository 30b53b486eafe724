import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of the organisation screens (administrative areas, branches, service clients and service
 * users): screen texts under zabuni.organisation, field labels under resources.
 * Each language is a part of its TranslationMessages; en and sw have the same keys.
 */
const en: LocaleFragment = {
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

export default en;
