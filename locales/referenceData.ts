/**
 * Texts of the reference lists (uaa/general) and tenderers administration, in English and Kiswahili:
 * spread into locales/en.ts and locales/sw.ts (kit under zabuni.referenceData, fields under resources).
 */
const common = {
  en: {
    name: 'Name',
    description: 'Description',
    active: 'Active',
    createdAt: 'Created',
    q: 'Search by name',
  },
  sw: {
    name: 'Jina',
    description: 'Maelezo',
    active: 'Inatumika',
    createdAt: 'Iliundwa',
    q: 'Tafuta kwa jina',
  },
};

type Language = keyof typeof common;

/** [English singular |||| plural, Swahili, extra fields {source: [en, sw]}] per resource. */
const lists: Record<string, [string, string, Record<string, [string, string]>]> = {
  'tender-categories': [
    'Tender category |||| Tender categories',
    'Kundi la zabuni |||| Makundi ya zabuni',
    { code: ['Code', 'Msimbo'] },
  ],
  'tender-sub-categories': [
    'Tender sub-category |||| Tender sub-categories',
    'Kundi dogo la zabuni |||| Makundi madogo ya zabuni',
    {
      tenderCategoryUuid: ['Tender category', 'Kundi la zabuni'],
      tenderCategoryName: ['Tender category', 'Kundi la zabuni'],
    },
  ],
  'tenderer-categories': [
    'Tenderer category |||| Tenderer categories',
    'Kundi la mzabuni |||| Makundi ya wazabuni',
    {},
  ],
  'statutory-boards': [
    'Statutory board |||| Statutory boards',
    'Bodi ya kisheria |||| Bodi za kisheria',
    { acronym: ['Acronym', 'Kifupisho'] },
  ],
  'business-license-authorities': [
    'Business license authority |||| Business license authorities',
    'Mamlaka ya leseni ya biashara |||| Mamlaka za leseni za biashara',
    {
      acronym: ['Acronym', 'Kifupisho'],
      authorityType: ['Kind of authority', 'Aina ya mamlaka'],
    },
  ],
  'business-lines': [
    'Business line |||| Business lines',
    'Fani ya biashara |||| Fani za biashara',
    {
      code: ['Code', 'Msimbo'],
      tenderCategoryUuid: ['Tender category', 'Kundi la zabuni'],
      tenderCategoryName: ['Tender category', 'Kundi la zabuni'],
    },
  ],
  'business-line-configurations': [
    'Business line configuration |||| Business line configurations',
    'Mpangilio wa fani ya biashara |||| Mipangilio ya fani za biashara',
    {
      businessLineUuid: ['Business line', 'Fani ya biashara'],
      businessLineName: ['Business line', 'Fani ya biashara'],
      statutoryBoardUuid: ['Statutory board', 'Bodi ya kisheria'],
      statutoryBoardName: ['Statutory board', 'Bodi ya kisheria'],
      businessLicenseAuthorityUuid: ['License authority', 'Mamlaka ya leseni'],
      businessLicenseAuthorityName: ['License authority', 'Mamlaka ya leseni'],
      requiresBoardRegistration: ['Board registration required', 'Usajili wa bodi unahitajika'],
      requiresBusinessLicense: ['Business license required', 'Leseni ya biashara inahitajika'],
    },
  ],
  'business-line-global-configurations': [
    'Business line global setting |||| Business line global settings',
    'Mpangilio wa jumla wa fani |||| Mipangilio ya jumla ya fani',
    { value: ['Value', 'Thamani'] },
  ],
  'offer-types': ['Offer type |||| Offer types', 'Aina ya ofa |||| Aina za ofa', {}],
  countries: [
    'Country |||| Countries',
    'Nchi |||| Nchi',
    { isoCode: ['ISO code', 'Msimbo wa ISO'], phoneCode: ['Calling code', 'Msimbo wa simu'] },
  ],
  'academic-levels': [
    'Academic level |||| Academic levels',
    'Kiwango cha elimu |||| Viwango vya elimu',
    { rank: ['Order', 'Mpangilio'] },
  ],
  'professional-qualifications': [
    'Professional qualification |||| Professional qualifications',
    'Sifa ya kitaaluma |||| Sifa za kitaaluma',
    {
      acronym: ['Acronym', 'Kifupisho'],
      awardingBody: ['Awarded by', 'Hutolewa na'],
    },
  ],
  'statutory-offers': [
    'Statutory offer |||| Statutory offers',
    'Hati ya kisheria |||| Hati za kisheria',
    { issuingAuthority: ['Issued by', 'Hutolewa na'] },
  ],
  'equipment-types': [
    'Equipment type |||| Equipment types',
    'Aina ya kifaa |||| Aina za vifaa',
    { category: ['Category', 'Kundi'] },
  ],
  'tenderer-profile-settings': [
    'Tenderer profile setting |||| Tenderer profile settings',
    'Mpangilio wa wasifu wa mzabuni |||| Mipangilio ya wasifu wa mzabuni',
    { code: ['Code', 'Msimbo'], isRequired: ['Required', 'Inahitajika'] },
  ],
  'tenderer-source-of-funds': [
    'Source of funds |||| Sources of funds',
    'Chanzo cha fedha |||| Vyanzo vya fedha',
    {},
  ],
  'institution-activities': [
    'Institution activity |||| Institution activities',
    'Shughuli ya taasisi |||| Shughuli za taasisi',
    {},
  ],
  tenderers: [
    'Tenderer |||| Tenderers',
    'Mzabuni |||| Wazabuni',
    {
      registrationNumber: ['Registration number', 'Namba ya usajili'],
      email: ['Email', 'Barua pepe'],
      phone: ['Phone', 'Simu'],
      tin: ['TIN', 'TIN'],
      tendererCategoryUuid: ['Tenderer category', 'Kundi la mzabuni'],
      tendererCategoryName: ['Tenderer category', 'Kundi la mzabuni'],
      countryUuid: ['Country', 'Nchi'],
      countryName: ['Country', 'Nchi'],
      physicalAddress: ['Physical address', 'Anwani ya makazi'],
      postalAddress: ['Postal address', 'Anwani ya posta'],
      tenderCategoryUuids: ['Registered tender categories', 'Makundi ya zabuni yaliyosajiliwa'],
      certificateNumber: ['Certificate number', 'Namba ya cheti'],
      certificateIssuedOn: ['Issued on', 'Kimetolewa tarehe'],
      certificateExpiresOn: ['Expires on', 'Kinaisha tarehe'],
      isValid: ['Certificate valid', 'Cheti ni halali'],
    },
  ],
};

const resourcesIn = (language: Language) =>
  Object.fromEntries(
    Object.entries(lists).map(([resource, [en, sw, extra]]) => [
      resource,
      {
        name: language === 'en' ? en : sw,
        fields: {
          ...common[language],
          ...Object.fromEntries(
            Object.entries(extra).map(([field, [enText, swText]]) => [
              field,
              language === 'en' ? enText : swText,
            ]),
          ),
        },
      },
    ]),
  );

const kit = {
  en: {
    empty: 'No %{name} yet. Create the first one.',
    activate: 'Activate',
    deactivate: 'Deactivate',
    activated: 'Activated Successfully',
    deactivated: 'Deactivated Successfully',
    menu: 'Reference data',
    authorityTypes: {
      CENTRAL: 'Central government',
      LOCAL_GOVERNMENT: 'Local government authority',
    },
    certificate: 'Registration certificate',
    noCertificate: 'No certificate has been issued yet.',
    validCertificate: 'Valid until %{date}',
    expiredCertificate: 'Expired on %{date}',
    activeFilter: 'Show',
    activeOnly: 'Active tenderers',
    inactiveOnly: 'Inactive tenderers',
  },
  sw: {
    empty: 'Bado hakuna %{name}. Unda cha kwanza.',
    activate: 'Washa',
    deactivate: 'Zima',
    activated: 'Imewashwa kikamilifu',
    deactivated: 'Imezimwa kikamilifu',
    menu: 'Data za marejeo',
    authorityTypes: { CENTRAL: 'Serikali kuu', LOCAL_GOVERNMENT: 'Mamlaka ya serikali za mitaa' },
    certificate: 'Cheti cha usajili',
    noCertificate: 'Bado hakuna cheti kilichotolewa.',
    validCertificate: 'Ni halali hadi %{date}',
    expiredCertificate: 'Kiliisha tarehe %{date}',
    activeFilter: 'Onyesha',
    activeOnly: 'Wazabuni wanaotumika',
    inactiveOnly: 'Wazabuni wasiotumika',
  },
};

export const referenceDataMessages = {
  en: { kit: kit.en, resources: resourcesIn('en') },
  sw: { kit: kit.sw, resources: resourcesIn('sw') },
};
