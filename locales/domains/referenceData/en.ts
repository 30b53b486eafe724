import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts the reference lists (uaa/general) and tenderers administration share: the kit's texts under
 * zabuni.referenceData. Each list's name and field labels are its own, in resources/<name>/texts.ts.
 * Each language is a part of its TranslationMessages; en and sw have the same keys.
 */

const en: LocaleFragment = {
  zabuni: {
    referenceData: {
      empty: 'No %{name} yet. Create the first one.',
      activate: 'Activate',
      deactivate: 'Deactivate',
      activated: 'Activated Successfully',
      deactivated: 'Deactivated Successfully',
      digitsOnly: 'Digits only',
      notFutureYear: 'Not a future year',
      nameSw: 'Name (Kiswahili)',
      descriptionSw: 'Description (Kiswahili)',
      constantOnly: 'Capital letters, digits and _, starting with a letter',
      menu: 'Reference data',
      authorityTypes: {
        CENTRAL: 'Central government',
        LOCAL_GOVERNMENT: 'Local government authority',
      },
      certificate: 'Registration certificate',
      noCertificate: 'No certificate has been issued yet.',
      validCertificate: 'Valid until %{date}',
      expiredCertificate: 'Expired on %{date}',
      activeFilter: 'Show',
      activeOnly: 'Active tenderers',
      inactiveOnly: 'Inactive tenderers',
    },
  },
};

export default en;
