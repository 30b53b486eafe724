import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of secondFactor/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    secondFactor: {
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
