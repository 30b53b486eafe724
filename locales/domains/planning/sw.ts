import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of planning/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    financialYears: {
      created: 'Mwaka wa fedha umeundwa kwa Mafanikio',
      updated: 'Mwaka wa fedha umesasishwa kwa Mafanikio.',
      fetchProblem: 'Tatizo limetokea wakati wa kupata Miaka ya Fedha: %{message}',
      noRecords: 'Imeshindikana kupata kumbukumbu',
      current: 'Mwaka wa fedha wa sasa',
      noneCurrent: 'Bado hakuna',
      noneYet: 'Bado hakuna miaka ya fedha: unda wa kwanza kwa kitufe cha Unda hapo juu.',
      choose: 'Badilisha kwenda',
      makeCurrent: 'Fanya wa sasa',
      createHint: 'Mwaka wa fedha huanza 1 Julai hadi 30 Juni. Chagua mwaka unaoanza.',
    },
    plans: {
      created: 'Mpango wa Ununuzi wa Mwaka umeundwa kwa Mafanikio',
      updated: 'Mpango wa Ununuzi wa Mwaka umesasishwa kwa Mafanikio.',
      actionFailed: 'Kitendo Kimeshindikana: %{message}',
      exportOcds: 'Hamisha OCDS',
      addItem: 'Ongeza ununuzi uliopangwa',
      item: {
        description: 'Ununuzi',
        category: 'Kundi',
        procurementMethod: 'Njia',
        estimatedAmount: 'Kiasi kinachokadiriwa',
      },
      categories: {
        GOODS: 'Bidhaa',
        WORKS: 'Kazi za ujenzi',
        NON_CONSULTANCY: 'Huduma zisizo za ushauri',
        CONSULTANCY: 'Huduma za ushauri',
      },
      statuses: {
        DRAFT: 'Rasimu',
        SUBMITTED: 'Imewasilishwa',
        APPROVED: 'Imeidhinishwa',
        PUBLISHED: 'Imechapishwa',
      },
      publish: 'Chapisha',
      publishTitle: 'Chapisha "%{title}" kama data huria',
      publishExplanation:
        'Ukishachapishwa, mpango huu na kila mabadiliko yake ya baadaye yataonekana kwa umma bila kuingia, kama matoleo ya Kiwango cha Data Huria za Mikataba (OCDS) kwenye ukurasa wa Data huria. Uchapishaji hauwezi kutenguliwa: mabadiliko na uondoaji wa baadaye huchapishwa kama matoleo mapya. Hiki ndicho kitakachochapishwa:',
      publishPreview: 'Kitakachochapishwa',
      publishConfirm: 'Chapisha kama data huria',
      published: 'Mpango umechapishwa kwa Mafanikio: sasa ni data huria',
    },
    stages: {
      title: 'Hatua na muda kati ya hatua',
      none: 'Hakuna muda kati ya hatua kwa njia hii.',
      from: 'Kutoka hatua',
      type: 'Aina ya hatua',
      to: 'Hadi hatua',
      days: 'Siku',
      deleteTime: 'Futa muda kutoka %{from}',
    },
  },
  resources: {
    'financial-years': {
      name: 'Mwaka wa fedha |||| Miaka ya fedha',
      fields: {
        code: 'Mwaka wa fedha',
        startDate: 'Unaanza',
        endDate: 'Unaisha',
        isCurrent: 'Wa sasa',
        startYear: 'Unaanza Julai ya',
      },
    },
    'annual-procurement-plans': {
      name: 'Mpango wa ununuzi wa mwaka |||| Mipango ya ununuzi ya mwaka',
      fields: {
        title: 'Kichwa',
        description: 'Maelezo',
        financialYearUuid: 'Mwaka wa fedha',
        financialYearCode: 'Mwaka wa fedha',
        status: 'Hali',
        totalAmount: 'Jumla',
        currency: 'Sarafu',
        publishedAt: 'Imechapishwa',
        items: 'Manunuzi yaliyopangwa',
        q: 'Tafuta kwa kichwa',
      },
    },
    'procurement-methods': {
      name: 'Njia ya ununuzi |||| Njia za ununuzi',
      fields: {
        name: 'Jina',
        nameSw: 'Jina (Kiswahili)',
        code: 'Msimbo',
        ocdsMethod: 'Njia ya OCDS',
        q: 'Tafuta kwa jina',
      },
    },
    'procurement-stages': {
      name: 'Hatua ya ununuzi |||| Hatua za ununuzi',
      fields: { position: 'Mpangilio', name: 'Hatua', procurementStageTypeEnum: 'Aina ya hatua' },
    },
  },
};

export default sw;
