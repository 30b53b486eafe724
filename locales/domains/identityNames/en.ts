import { baseRoleTitles } from '../../../contract/users';
import type { LocaleFragment } from '../../mergeMessages';

/**
 * Words for the identifiers of roles and user types (ACCOUNTING_OFFICER, TENDERER), shown on
 * screens instead of the identifiers themselves. A role an institution named itself is shown by
 * its own name, written as words (identifierLabel in resources/identity/IdentifierField.tsx).
 */
const en: LocaleFragment = {
  zabuni: {
    // The base roles' titles, as the roles table keeps them (one source: contract/users.ts).
    roleNames: Object.fromEntries(
      Object.entries(baseRoleTitles).map(([name, title]) => [name, title.en]),
    ),
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
