import type { LocaleFragment } from '../../mergeMessages';

/** Maandishi ya uthibitisho wa pili (suala 40): hatua ya pili ya kuingia, usalama wa akaunti. */
const sw: LocaleFragment = {
  zabuni: {
    secondFactor: {
      title: 'Thibitisha kuwa ni wewe',
      codeLabel: 'Msimbo kutoka programu yako ya uthibitisho',
      recoveryLabel: 'Msimbo wa dharura',
      useRecovery: 'Tumia msimbo wa dharura badala yake',
      useCode: 'Tumia msimbo wa programu ya uthibitisho',
      usePasskey: 'Tumia ufunguo wa siri (passkey)',
      verify: 'Endelea',
      enrolTitle: 'Ongeza uthibitisho wa pili',
      enrolIntro:
        'Jukumu lako linahitaji uthibitisho wa pili. Ongeza programu ya uthibitisho au ufunguo wa siri ili umalize kuingia.',
      addTotp: 'Ongeza programu ya uthibitisho',
      addPasskey: 'Ongeza ufunguo wa siri',
      scan: 'Changanua msimbo huu wa QR kwa programu yako ya uthibitisho, au andika ufunguo:',
      qrAlt: 'Msimbo wa QR wa programu yako ya uthibitisho',
      secretLabel: 'Ufunguo',
      nameLabel: 'Jina',
      totpName: 'Programu ya uthibitisho',
      passkeyName: 'Ufunguo wa siri',
      confirm: 'Thibitisha',
      recoveryTitle: 'Misimbo yako ya dharura',
      recoveryIntro:
        'Kila msimbo unafanya kazi mara moja ukipoteza uthibitisho wako wa pili. Ihifadhi mahali salama: inaonyeshwa sasa tu.',
      saved: 'Nimeihifadhi',
      pageTitle: 'Usalama wa akaunti',
      factors: 'Uthibitisho wako wa pili',
      none: 'Bado hakuna uthibitisho wa pili.',
      kind: { TOTP: 'Programu ya uthibitisho', PASSKEY: 'Ufunguo wa siri' },
      rename: 'Badilisha jina',
      save: 'Hifadhi',
      remove: 'Ondoa',
      removed: 'Uthibitisho wa pili umeondolewa kwa Mafanikio',
      added: 'Uthibitisho wa pili umeongezwa kwa Mafanikio',
      renamed: 'Jina la uthibitisho limebadilishwa kwa Mafanikio',
      lastUsed: 'Ulitumika mwisho %{date}',
      neverUsed: 'Bado haujatumika',
      recoveryLeft: 'Misimbo ya dharura iliyobaki: %{count}',
      newCodes: 'Misimbo mipya ya dharura',
      stepUpIntro: 'Kitendo hiki kinahitaji uthibitisho wako wa pili.',
      enrolFirst:
        'Kitendo hiki kinahitaji uthibitisho wa pili. Ongeza mmoja kwenye ukurasa wa usalama wa akaunti, kisha ujaribu tena.',
      openSecurity: 'Usalama wa akaunti',
      cancel: 'Ghairi',
      passkeyFailed: 'Ufunguo wa siri haukutumika. Jaribu tena.',
      reset: 'Weka upya uthibitisho wa pili',
      resetConfirm:
        'Ondoa uthibitisho wote wa pili na misimbo ya dharura ya %{name}? Ataondolewa kwenye mfumo na kujulishwa kwa barua pepe.',
      resetDone:
        'Uthibitisho wa pili umewekwa upya kwa Mafanikio: mtumiaji amejulishwa kwa barua pepe',
      roleHelp:
        'Wenye jukumu hili wataongeza programu ya uthibitisho au ufunguo wa siri watakapoingia tena.',
      signIns: 'Ulipoingia kwenye mfumo',
      signInStarted: 'Uliingia %{date}',
      lastActive: 'Ulikuwa hai mwisho %{date}',
      thisSignIn: 'Uingiaji huu',
      endSignIn: 'Ondoka',
      signInEnded: 'Umeondolewa Huko kwa Mafanikio',
      amr: { pwd: 'Nenosiri', otp: 'msimbo wa mara moja', hwk: 'ufunguo wa siri' },
      acr: { aal1: 'hatua moja ya uthibitisho', aal2: 'hatua mbili za uthibitisho' },
    },
  },
};

export default sw;
