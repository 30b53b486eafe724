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
      overwrites:
        'Kuandika juu kunaweka thamani yako badala ya yao katika sehemu hii: |||| Kuandika juu kunaweka thamani zako badala ya zao katika sehemu hizi %{smart_count}:',
      overwritesNone:
        'Mlibadilisha sehemu tofauti: kuandika juu kunahifadhi mabadiliko yako bila kubadilisha yoyote ya yao.',
      keptTheirs: 'Badiliko lao la %{fields} linabaki. |||| Mabadiliko yao ya %{fields} yanabaki.',
      reload: 'Pakia upya (acha yangu, onyesha yao)',
      overwrite: 'Andika juu (hifadhi mabadiliko yangu)',
      empty: '(tupu)',
      deleteExplanation:
        '%{who} alihifadhi mabadiliko ya kumbukumbu hii tarehe %{when}, baada ya wewe kuifungua. Haijafutwa.',
      reloadBeforeDelete: 'Pakia upya (ona mabadiliko yao kwanza)',
      deleteAnyway: 'Futa hata hivyo',
    },
  },
};

export default sw;
