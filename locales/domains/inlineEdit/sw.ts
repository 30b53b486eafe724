import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of editing a reference list's cell in place. */
const sw: LocaleFragment = {
  zabuni: {
    inlineEdit: {
      edit: '%{field}: %{value}. Bonyeza Enter kuhariri',
      editInPlace: 'Hariri %{field} hapa',
      stale:
        '%{who} amebadilisha rekodi hii tangu ulipoisoma: badiliko lako halijahifadhiwa. Safu sasa inaonyesha lake; Enter inahifadhi lako juu yake.',
    },
  },
};

export default sw;
