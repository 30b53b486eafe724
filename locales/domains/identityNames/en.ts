import type { LocaleFragment } from '../../mergeMessages';

/**
 * Words for the identifiers of roles and user types (ACCOUNTING_OFFICER, TENDERER), shown on
 * screens instead of the identifiers themselves. A role an institution named itself is shown by
 * its own name, written as words (identifierLabel in resources/identity/IdentifierField.tsx).
 */
const en: LocaleFragment = {
  zabuni: {
    roleNames: {
      SUPER_ADMINISTRATOR: 'Platform administrator',
      PROCUREMENT_OFFICER: 'Procurement officer',
      HEAD_OF_PMU: 'Head of procurement management unit',
      ACCOUNTING_OFFICER: 'Accounting officer',
      INSTITUTION_ADMINISTRATOR: 'Institution administrator',
      LOWER_LEVEL_ADMINISTRATOR: 'Lower-level administrator',
    },
    userTypes: {
      SUBSCRIBER: 'Subscriber',
      TENDERER: 'Tenderer',
      PPRA: 'Regulator (PPRA)',
      PROCURING_ENTITY: 'Procuring entity',
      MANUFACTURER: 'Manufacturer',
      EMBASSY: 'Embassy',
    },
  },
};

export default en;
