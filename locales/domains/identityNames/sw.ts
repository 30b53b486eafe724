import { baseRoleTitles } from '../../../contract/users';
import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of identityNames/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    // The base roles' titles, as the roles table keeps them (one source: contract/users.ts).
    roleNames: Object.fromEntries(
      Object.entries(baseRoleTitles).map(([name, title]) => [name, title.sw]),
    ),
    userTypes: {
      SUBSCRIBER: 'Msajiliwa',
      TENDERER: 'Mzabuni',
      PPRA: 'Mdhibiti (PPRA)',
      PROCURING_ENTITY: 'Taasisi nunuzi',
      MANUFACTURER: 'Mtengenezaji',
      EMBASSY: 'Ubalozi',
    },
  },
};

export default sw;
