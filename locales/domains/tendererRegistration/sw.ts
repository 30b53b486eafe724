import type { LocaleFragment } from '../../mergeMessages';

/** Kiswahili of tendererRegistration/en.ts: the same keys. */
const sw: LocaleFragment = {
  zabuni: {
    menu: { myRegistration: 'Usajili wangu' },
    tendererRegistration: {
      title: 'Usajili wangu',
      greeting: 'Karibu, %{name}',
      greetingNoName: 'Karibu',
      intro: 'Anza na taarifa za kampuni yako; kisha ongeza kila sehemu ya usajili wako.',
      for: 'Usajili wako kama %{name}: jaza kila sehemu ili kushiriki zabuni.',
      completeness: 'Maendeleo ya usajili',
      missing: 'Bado haijaongezwa',
      records: 'Kumbukumbu %{smart_count} |||| Kumbukumbu %{smart_count}',
      companyFirst: 'Hifadhi kwanza taarifa za kampuni yako: sehemu zitafunguka zikishahifadhiwa.',
      forTenderers: 'Ukurasa huu ni wa wazabuni kuhifadhi usajili wao.',
      sections: {
        company: 'Taarifa za kampuni',
        personnel: 'Wataalamu muhimu',
        personnelExperience: 'Uzoefu wa wataalamu',
        litigation: 'Kumbukumbu za mashauri',
        workEquipment: 'Vifaa vya kazi',
        financialResources: 'Rasilimali za fedha',
        financialStatements: 'Taarifa za fedha',
        workExperience: 'Uzoefu wa kazi',
      },
      company: {
        contactFullName: 'Jina lako kamili',
        name: 'Jina la kampuni',
        registrationNumber: 'Namba ya usajili wa biashara (BRELA)',
        tin: 'TIN',
        phone: 'Simu',
        physicalAddress: 'Anwani ya mahali',
        postalAddress: 'Anwani ya posta',
        saved: 'Taarifa za kampuni zimehifadhiwa kwa Mafanikio',
        edit: 'Hariri taarifa za kampuni',
      },
      outcomes: { PENDING: 'Linaendelea', WON: 'Lilishinda', LOST: 'Lilishindwa' },
      ownerships: { OWNED: 'Kinamilikiwa', LEASED: 'Kimekodiwa' },
    },
  },
  resources: {
    'personnel-informations': {
      name: 'Mtaalamu muhimu |||| Wataalamu muhimu',
      fields: {
        fullName: 'Jina kamili',
        position: 'Cheo',
        qualification: 'Sifa',
        yearsOfExperience: 'Miaka ya uzoefu',
      },
    },
    'personnel-work-experiences': {
      name: 'Uzoefu wa wataalamu |||| Uzoefu wa wataalamu',
      fields: {
        personnelInformationUuid: 'Mtaalamu',
        personnelFullName: 'Mtaalamu',
        employer: 'Mwajiri',
        position: 'Cheo',
        startDate: 'Kuanzia',
        endDate: 'Hadi (acha wazi kama bado yupo)',
      },
    },
    'litigation-records': {
      name: 'Kumbukumbu ya shauri |||| Kumbukumbu za mashauri',
      fields: {
        year: 'Mwaka',
        caseDescription: 'Shauri',
        outcome: 'Matokeo',
        amountInDispute: 'Kiasi kinachobishaniwa (TZS)',
      },
    },
    'work-equipments': {
      name: 'Kifaa cha kazi |||| Vifaa vya kazi',
      fields: {
        equipmentType: 'Kifaa',
        quantity: 'Idadi',
        ownership: 'Kinamilikiwa au kimekodiwa',
      },
    },
    'tenderer-financial-resources': {
      name: 'Rasilimali ya fedha |||| Rasilimali za fedha',
      fields: {
        sourceName: 'Chanzo (benki, mkopo)',
        amount: 'Kiasi',
        currency: 'Sarafu (TZS ikiachwa wazi)',
      },
    },
    'tenderer-financial-statements': {
      name: 'Taarifa ya fedha |||| Taarifa za fedha',
      fields: {
        year: 'Mwaka',
        totalAssets: 'Jumla ya mali (TZS)',
        totalLiabilities: 'Jumla ya madeni (TZS)',
        revenue: 'Mapato (TZS)',
        cashFlow: 'Mtiririko halisi wa fedha (TZS)',
      },
    },
    'tenderer-work-experiences': {
      name: 'Uzoefu wa kazi |||| Uzoefu wa kazi',
      fields: {
        clientName: 'Mteja',
        contractTitle: 'Mkataba',
        contractValue: 'Thamani ya mkataba (TZS)',
        year: 'Mwaka',
        isCompleted: 'Umekamilika',
      },
    },
  },
};

export default sw;
