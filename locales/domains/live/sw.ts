import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of live/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    live: {
      changedBy: '%{name} amebadilisha rekodi hii',
      deletedBy: '%{name} amefuta rekodi hii',
      someone: 'Mtu mwingine',
      reload: 'Pakia upya',
      alsoEditing: 'Wanaohariri rekodi hii pia: %{names}',
    },
  },
};

export default sw;
