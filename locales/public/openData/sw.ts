import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of openData/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    openData: {
      title: 'Data huria',
      intro:
        'Mipango ya ununuzi ya mwaka iliyochapishwa na taasisi nunuzi, kama data huria za mikataba ambazo mtu yeyote anaweza kutumia.',
      about:
        'Kila ununuzi uliopangwa ni mchakato wa mkataba wenye kitambulisho cha kudumu (ocid). Kila mabadiliko ya mpango uliochapishwa huchapishwa kama toleo jipya na matoleo ya awali hubaki yanapatikana. Data zinafuata Kiwango cha Data Huria za Mikataba (OCDS) 1.1; faili za CSV zinaorodhesha kila ununuzi uliopangwa ulivyo sasa.',
      bulk: 'Matoleo yote (JSON Lines, gzip)',
      bulkAbout: 'Faili kuu lina kila toleo la kila mpango uliochapishwa, moja kwa kila mstari.',
      licence: 'Leseni:',
      financialYear: 'Mwaka wa fedha %{year}',
      publishedOn: 'Imechapishwa %{date}',
      downloadJson: 'Pakua %{title} kama OCDS JSON',
      downloadCsv: 'Pakua %{title} kama CSV',
      none: 'Bado hakuna mpango uliochapishwa.',
      failed: 'Mipango iliyochapishwa haikuweza kupakiwa. Jaribu tena baadaye.',
      downloadFailed: 'Upakuaji umeshindikana. Jaribu tena baadaye.',
    },
  },
};

export default sw;
