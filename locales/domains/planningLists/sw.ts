import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of planningLists/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    planningLists: {
      statuses: {
        DRAFT: 'Rasimu',
        SUBMITTED: 'Imewasilishwa',
        CONSOLIDATED: 'Imo kwenye mpango wa mwaka',
      },
      noNeeds: 'Bado hakuna mahitaji ya idara',
      needsScope:
        'Watumishi wa taasisi nunuzi husajili mahitaji ya idara zao; kila taasisi huona yake tu.',
      pickTender: 'Chagua zabuni ili kuona loti zake',
      noLots: 'Zabuni hii bado haina loti',
      tenderNotFound: 'Hakuna zabuni unayoruhusiwa kuiona yenye kumbukumbu hii',
      tenderHelp: 'Andika sehemu ya kumbukumbu au jina lake',
      noTenderFound: 'Hakuna zabuni yako inayolingana',
      openFromList: 'Fungua kumbukumbu kutoka kwenye orodha yake',
    },
  },
  resources: {
    'departmental-needs': {
      name: 'Hitaji la idara |||| Mahitaji ya idara',
      fields: {
        q: 'Tafuta maelezo',
        departmentName: 'Idara',
        description: 'Maelezo',
        financialYearUuid: 'Mwaka wa fedha',
        'financialYear.code': 'Mwaka wa fedha',
        procurementCategoryUuid: 'Aina ya ununuzi',
        'procurementCategory.name': 'Aina ya ununuzi',
        quantity: 'Idadi',
        unitOfMeasureUuid: 'Kipimo',
        'unitOfMeasure.name': 'Kipimo',
        estimatedAmount: 'Kiasi kinachokadiriwa',
        gfsCodeUuid: 'Msimbo wa GFS',
        status: 'Hali',
        createdAt: 'Iliundwa',
      },
    },
    'tender-lots': {
      name: 'Loti ya zabuni |||| Loti za zabuni',
      fields: {
        q: 'Tafuta vichwa',
        tenderUuid: 'Zabuni',
        lotNumber: 'Namba ya loti',
        title: 'Kichwa',
        description: 'Maelezo',
        estimatedAmount: 'Kiasi kinachokadiriwa',
        lotGroupUuid: 'Kundi la loti',
        'lotGroup.name': 'Kundi la loti',
        createdAt: 'Iliundwa',
      },
    },
  },
};

export default sw;
