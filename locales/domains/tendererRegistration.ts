import type { LocaleFragment } from '../mergeMessages';

/**
 * Texts of a tenderer's own registration: the page (zabuni.tendererRegistration), its menu group, and
 * the six sections' screens (resources). en and sw have the same keys.
 */
export const en: LocaleFragment = {
  zabuni: {
    menu: { myRegistration: 'My registration' },
    tendererRegistration: {
      title: 'My registration',
      greeting: 'Welcome, %{name}',
      greetingNoName: 'Welcome',
      intro: 'Start with your company details; then add each section of your registration.',
      for: 'Your registration as %{name}: fill in each section to take part in tenders.',
      completeness: 'Registration progress',
      missing: 'Not yet added',
      records: '%{smart_count} record |||| %{smart_count} records',
      companyFirst: 'Save your company details first: the sections open once they are saved.',
      forTenderers: 'This page is where tenderers keep their registration.',
      sections: {
        company: 'Company details',
        personnel: 'Key personnel',
        personnelExperience: 'Personnel experience',
        litigation: 'Litigation records',
        workEquipment: 'Work equipment',
        financialResources: 'Financial resources',
        financialStatements: 'Financial statements',
        workExperience: 'Work experience',
      },
      company: {
        contactFullName: 'Your full name',
        name: 'Company name',
        registrationNumber: 'Business registration number (BRELA)',
        tin: 'TIN',
        phone: 'Phone',
        physicalAddress: 'Physical address',
        postalAddress: 'Postal address',
        tinFormat: 'A TIN has 9 digits',
        phoneFormat: 'A phone number of 9 to 15 digits, optionally with +',
        saved: 'Company Details Saved Successfully',
        edit: 'Edit company details',
      },
      outcomes: { PENDING: 'Pending', WON: 'Won', LOST: 'Lost' },
      ownerships: { OWNED: 'Owned', LEASED: 'Leased' },
    },
  },
  resources: {
    'personnel-informations': {
      name: 'Key person |||| Key personnel',
      fields: {
        fullName: 'Full name',
        position: 'Position',
        qualification: 'Qualification',
        yearsOfExperience: 'Years of experience',
      },
    },
    'personnel-work-experiences': {
      name: 'Personnel experience |||| Personnel experience',
      fields: {
        personnelInformationUuid: 'Person',
        personnelFullName: 'Person',
        employer: 'Employer',
        position: 'Position',
        startDate: 'From',
        endDate: 'To (empty while still held)',
      },
    },
    'litigation-records': {
      name: 'Litigation record |||| Litigation records',
      fields: {
        year: 'Year',
        caseDescription: 'Case',
        outcome: 'Outcome',
        amountInDispute: 'Amount in dispute (TZS)',
      },
    },
    'work-equipments': {
      name: 'Work equipment |||| Work equipment',
      fields: { equipmentType: 'Equipment', quantity: 'Quantity', ownership: 'Owned or leased' },
    },
    'tenderer-financial-resources': {
      name: 'Financial resource |||| Financial resources',
      fields: {
        sourceName: 'Source (bank, credit line)',
        amount: 'Amount',
        currency: 'Currency (TZS when empty)',
      },
    },
    'tenderer-financial-statements': {
      name: 'Financial statement |||| Financial statements',
      fields: {
        year: 'Year',
        totalAssets: 'Total assets (TZS)',
        totalLiabilities: 'Total liabilities (TZS)',
        revenue: 'Revenue (TZS)',
        cashFlow: 'Net cash flow (TZS)',
      },
    },
    'tenderer-work-experiences': {
      name: 'Work experience |||| Work experience',
      fields: {
        clientName: 'Client',
        contractTitle: 'Contract',
        contractValue: 'Contract value (TZS)',
        year: 'Year',
        isCompleted: 'Completed',
      },
    },
  },
};

export const sw: LocaleFragment = {
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
        tinFormat: 'TIN ina tarakimu 9',
        phoneFormat: 'Namba ya simu ya tarakimu 9 hadi 15, ikiwezekana na +',
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
