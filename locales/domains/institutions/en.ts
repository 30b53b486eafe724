import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of the institutions and institution categories screens: messages under zabuni.institutions,
 * fields under resources. The messages are kept exactly as the existing platform shows them, typos
 * included ("detals", "successful"), because users know them by these words.
 * Each language is a part of its TranslationMessages; en and sw have the same keys.
 */
const en: LocaleFragment = {
  zabuni: {
    institutions: {
      registered: 'Institution registered successful',
      edited: 'Institution edited successful',
      registrationCompleted: 'PE information has been updated successfully',
      peRegistered: 'PE registered successful',
      uploaded: 'PE Uploaded successful',
      activateFailed: 'Failed to Activate Institution detals',
      deactivateFailed: 'Failed to Deactivate Institution detals',
      deleteFailed: 'Failed to Delete Institution detals',
      syncFailed: 'Failed to Sync Institution detals',
      fetchProblem: 'Problem occurred while Procuring Entities: %{message}',
      activate: 'Activate',
      deactivate: 'Deactivate',
      empty: 'No institutions yet',
      completeRegistration: 'Complete registration',
      uploadCsv: 'Upload CSV',
      csvTemplate: 'CSV template',
      csvTooLarge: 'The file is too large: upload at most 900 kB at a time',
      csvResults: 'Uploaded institutions',
      csvSummary: '%{created} created, %{failed} not created',
      csvLine: 'Line',
      csvOutcome: 'Outcome',
      csvCreated: 'Created',
      sync: 'Sync from GISP',
      synced:
        'Synchronised Successfully: %{total} institutions from GISP, %{created} created, %{updated} updated, %{skipped} skipped',
      incidentHandling: 'Who handles incidents raised by your users',
      incidentModes: {
        PLATFORM: 'The platform helpdesk',
        INSTITUTION: 'Our own administrators',
      },
      fromRegister: 'GISP register id %{id}',
      noInstitution: 'Your account belongs to no institution.',
      codeRule: '2 to 30 letters, digits, dots or dashes',
      websiteRule: 'A web address starting with https://',
    },
  },
  resources: {
    institutions: {
      name: 'Institution |||| Institutions',
      fields: {
        name: 'Name',
        code: 'Code',
        categoryUuid: 'Category',
        categoryName: 'Category',
        isLowerLevel: 'Lower level',
        parentUuid: 'Parent institution',
        parentName: 'Parent institution',
        registrationComplete: 'Registration complete',
        active: 'Active',
        email: 'Email',
        phone: 'Phone',
        postalAddress: 'Postal address',
        physicalAddress: 'Physical address',
        website: 'Website',
        incidentHandlingMode: 'Incident handling',
        externalId: 'Register',
        createdAt: 'Created',
        q: 'Search by name',
      },
    },
  },
};

export default en;
