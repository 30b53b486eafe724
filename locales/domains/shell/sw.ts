import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of shell/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    list: { actions: 'Vitendo', filters: 'Vichujio' },
    choices: { noneYet: 'Bado hakuna %{name}.', createOne: 'Unda cha kwanza' },
    menu: {
      section: 'Sehemu ya %{name}',
      home: 'Mwanzo',
      institutions: 'Taasisi',
      people: 'Watumiaji na majukumu',
      tenderers: 'Wazabuni',
      planning: 'Mipango',
      procurementReference: 'Orodha za ununuzi',
      generalReference: 'Orodha za jumla',
      billing: 'Malipo',
      administration: 'Utawala',
    },
    session: {
      warningTitle: 'Kipindi chako kinakaribia kuisha',
      warningBody:
        'Utatolewa baada ya %{countdown} kwa kutokuwa na shughuli. Je, ungependa kuendelea kuwa ndani?',
      extend: 'Ongeza muda',
      logOut: 'Toka',
      extended: 'Muda wa kipindi umeongezwa kwa Mafanikio',
      timedOut: 'Muda wa kipindi umeisha',
      expiredTitle: 'Kipindi chako kimeisha',
      differentUser:
        'Mtumiaji mwingine ameingia kwenye kichupo kingine cha kivinjari hiki. Huwezi kuendelea na kipindi hiki.',
      redirectHome: 'Unapelekwa kwenye ukurasa wa mwanzo',
    },
    multiTab: {
      title: 'Programu hii tayari iko wazi',
      body: 'Kichupo kipya kimefunguliwa wakati Zabuni iko wazi kwenye kichupo kingine cha kivinjari hiki. Tafadhali funga kichupo hiki na uendelee kwenye kile kingine.',
      closeByHand: 'Kivinjari chako hakiruhusu ukurasa huu kujifunga: funga kichupo wewe mwenyewe.',
    },
    unavailable: {
      maintenance: {
        title: 'Matengenezo yanaendelea',
        body: 'Zabuni inafanyiwa matengenezo na haipatikani kwa sasa.',
      },
      locked: {
        title: 'Haipatikani kwa muda',
        body: 'Zabuni imefungwa na wasimamizi.',
      },
      comeBack: 'Tafadhali rudi baada ya muda mfupi ujaribu tena.',
    },
    lowerLevel: {
      title: 'Tumia programu ya simu',
      body: 'Taasisi yako nunuzi ni kituo cha ngazi ya chini. Tafadhali tumia programu ya simu ya taasisi nunuzi kufanya kazi na Zabuni.',
      switchPe: 'Badilisha taasisi',
      choosePe: 'Taasisi nunuzi ya kusimamia',
    },
    feedback: {
      button: 'Toa Maoni',
      title: 'Toa Maoni',
      category: 'Aina ya maoni',
      message: 'Maoni yako',
      send: 'Tuma',
      thanks: 'Maoni Yametumwa kwa Mafanikio: asante kwa maoni yako',
      categories: {
        SUGGESTION: 'Pendekezo',
        PROBLEM: 'Tatizo',
        PRAISE: 'Pongezi',
      },
    },
  },
  resources: {
    feedback: {
      name: 'Maoni |||| Maoni',
      fields: {
        createdAt: 'Lini',
        category: 'Aina',
        message: 'Maoni',
        userEmail: 'Kutoka',
        pageUrl: 'Ukurasa',
        q: 'Tafuta maoni',
      },
    },
  },
};

export default sw;
