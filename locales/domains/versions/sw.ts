import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of versions/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    conflict: {
      title: 'Mtu mwingine amebadilisha kumbukumbu hii',
      explanation:
        '%{who} alihifadhi mabadiliko ya kumbukumbu hii tarehe %{when}, baada ya wewe kuifungua. Mabadiliko yako bado hayajahifadhiwa.',
      someone: 'Msimamizi mwingine',
      field: 'Sehemu',
      theirs: 'Thamani yao (iliyohifadhiwa sasa)',
      yours: 'Thamani yako',
      sameValues: 'Mabadiliko yao na yako hayagusi sehemu yoyote ya fomu hii.',
      reload: 'Pakia upya (acha yangu, onyesha yao)',
      overwrite: 'Hifadhi yangu badala ya yao',
      empty: '(tupu)',
      deleteExplanation:
        '%{who} alihifadhi mabadiliko ya kumbukumbu hii tarehe %{when}, baada ya wewe kuifungua. Haijafutwa.',
      reloadBeforeDelete: 'Pakia upya (ona mabadiliko yao kwanza)',
      deleteAnyway: 'Futa hata hivyo',
    },
  },
};

export default sw;
