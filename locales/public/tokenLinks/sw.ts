import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of tokenLinks/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    tokenLinks: {
      checking: 'Inahakiki kiungo chako...',
      home: 'Mwanzo',
      requestAccepted: 'Ombi Limekubaliwa',
      requestRejected: 'Ombi Limekataliwa',
      alreadyAccepted: 'Tayari umelikubali ombi hili.',
      linkNotUsable: 'Kiungo hiki hakiwezi kutumika',
      thankYou: 'Asante',
      workAccepted: 'Asante, %{name}. Umekubali %{company} kutumia CV yako kama mtaalamu muhimu.',
      emailVerified: 'Barua Pepe Imethibitishwa',
      somethingWrong: 'Kuna hitilafu imetokea',
      linkExpired: 'Kiungo Kimekwisha Muda',
      linkExpiredBody: 'Kiungo hiki kimeshatumika au si halali tena.',
      withdrawFailed: 'Imeshindikana kuondoa zabuni yako, Tafadhali jaribu tena',
      modificationFailed:
        'Imeshindikana kuidhinisha ombi la kubadilisha zabuni, Tafadhali jaribu tena',
      withdraw: {
        approvedTitle: 'Zabuni Imeondolewa',
        approved: 'Zabuni yako imeondolewa.',
        rejectedTitle: 'Uondoaji Umekataliwa',
        rejected: 'Ombi la kuondoa zabuni yako limekataliwa; zabuni yako inabaki.',
      },
      modification: {
        approvedTitle: 'Mabadiliko Yameidhinishwa',
        approved: 'Ombi lako la kubadilisha zabuni limeidhinishwa.',
        rejectedTitle: 'Mabadiliko Yamekataliwa',
        rejected: 'Ombi lako la kubadilisha zabuni limekataliwa.',
      },
    },
    invitation: {
      title: 'Mwaliko wa Mtengenezaji',
      subtitle: 'Kubali/Kataa Mwaliko',
      intro: '%{name}, umealikwa kushiriki katika zabuni. Ijulishe taasisi nunuzi uamuzi wako.',
      decision: 'Uamuzi',
      accept: 'Kubali',
      reject: 'Kataa',
      comment: 'Sababu ya kukataa',
      attachProof: 'Ambatisha uthibitisho (PDF)',
      noFile: 'Hakuna faili iliyochaguliwa',
      pdfOnly: 'Faili za PDF pekee zinakubaliwa',
      tooLarge: 'Faili ni kubwa mno (isizidi kB 700)',
      required: 'Sehemu hii Inahitajika',
      submit: 'Wasilisha',
      confirm: 'Unakaribia Kuwasilisha. Je, unataka kuendelea?',
      failed: 'Imeshindikana Kuwasilisha Mwaliko',
      denied: 'Ombi Limekataliwa',
      deniedBody:
        'Kiungo hiki cha mwaliko hakiwezi kutumika. Huenda muda wake umekwisha au kimeshajibiwa.',
      back: 'Rudi',
    },
  },
};

export default sw;
