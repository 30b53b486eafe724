import type { LocaleFragment } from '../mergeMessages';

/**
 * Texts of the reference lists (uaa/general) and tenderers administration: the kit's texts under
 * zabuni.referenceData, each list's name and field labels under resources.<name>.
 * Each language is a part of its TranslationMessages; en and sw have the same keys.
 */

/** The fields every list of this domain has. */
const enCommonFields = {
  name: 'Name',
  description: 'Description',
  active: 'Active',
  createdAt: 'Created',
  q: 'Search by name',
};

const swCommonFields = {
  name: 'Jina',
  description: 'Maelezo',
  active: 'Inatumika',
  createdAt: 'Iliundwa',
  q: 'Tafuta kwa jina',
};

export const en: LocaleFragment = {
  zabuni: {
    referenceData: {
      empty: 'No %{name} yet. Create the first one.',
      activate: 'Activate',
      deactivate: 'Deactivate',
      activated: 'Activated Successfully',
      deactivated: 'Deactivated Successfully',
      digitsOnly: 'Digits only',
      constantOnly: 'Capital letters, digits and _, starting with a letter',
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
  },
  resources: {
    'tender-categories': {
      name: 'Tender category |||| Tender categories',
      fields: {
        ...enCommonFields,
        code: 'Code',
      },
    },
    'tender-sub-categories': {
      name: 'Tender sub-category |||| Tender sub-categories',
      fields: {
        ...enCommonFields,
        tenderCategoryUuid: 'Tender category',
        tenderCategoryName: 'Tender category',
      },
    },
    'tenderer-categories': {
      name: 'Tenderer category |||| Tenderer categories',
      fields: {
        ...enCommonFields,
      },
    },
    'statutory-boards': {
      name: 'Statutory board |||| Statutory boards',
      fields: {
        ...enCommonFields,
        acronym: 'Acronym',
      },
    },
    'business-license-authorities': {
      name: 'Business license authority |||| Business license authorities',
      fields: {
        ...enCommonFields,
        acronym: 'Acronym',
        authorityType: 'Kind of authority',
      },
    },
    'business-lines': {
      name: 'Business line |||| Business lines',
      fields: {
        ...enCommonFields,
        code: 'Code',
        tenderCategoryUuid: 'Tender category',
        tenderCategoryName: 'Tender category',
      },
    },
    'business-line-configurations': {
      name: 'Business line configuration |||| Business line configurations',
      fields: {
        ...enCommonFields,
        businessLineUuid: 'Business line',
        businessLineName: 'Business line',
        statutoryBoardUuid: 'Statutory board',
        statutoryBoardName: 'Statutory board',
        businessLicenseAuthorityUuid: 'License authority',
        businessLicenseAuthorityName: 'License authority',
        requiresBoardRegistration: 'Board registration required',
        requiresBusinessLicense: 'Business license required',
      },
    },
    'business-line-global-configurations': {
      name: 'Business line global setting |||| Business line global settings',
      fields: {
        ...enCommonFields,
        value: 'Value',
      },
    },
    'offer-types': {
      name: 'Offer type |||| Offer types',
      fields: {
        ...enCommonFields,
      },
    },
    countries: {
      name: 'Country |||| Countries',
      fields: {
        ...enCommonFields,
        isoCode: 'ISO code',
        phoneCode: 'Calling code',
      },
    },
    'academic-levels': {
      name: 'Academic level |||| Academic levels',
      fields: {
        ...enCommonFields,
        rank: 'Order',
      },
    },
    'professional-qualifications': {
      name: 'Professional qualification |||| Professional qualifications',
      fields: {
        ...enCommonFields,
        acronym: 'Acronym',
        awardingBody: 'Awarded by',
      },
    },
    'statutory-offers': {
      name: 'Statutory offer |||| Statutory offers',
      fields: {
        ...enCommonFields,
        issuingAuthority: 'Issued by',
      },
    },
    'equipment-types': {
      name: 'Equipment type |||| Equipment types',
      fields: {
        ...enCommonFields,
        category: 'Category',
      },
    },
    'tenderer-profile-settings': {
      name: 'Tenderer profile setting |||| Tenderer profile settings',
      fields: {
        ...enCommonFields,
        code: 'Code',
        isRequired: 'Required',
      },
    },
    'tenderer-source-of-funds': {
      name: 'Tenderer source of funds |||| Tenderer sources of funds',
      fields: {
        ...enCommonFields,
      },
    },
    'institution-activities': {
      name: 'Institution activity |||| Institution activities',
      fields: {
        ...enCommonFields,
      },
    },
    tenderers: {
      name: 'Tenderer |||| Tenderers',
      fields: {
        ...enCommonFields,
        registrationNumber: 'Registration number',
        email: 'Email',
        phone: 'Phone',
        tin: 'TIN',
        tendererCategoryUuid: 'Tenderer category',
        tendererCategoryName: 'Tenderer category',
        countryUuid: 'Country',
        countryName: 'Country',
        physicalAddress: 'Physical address',
        postalAddress: 'Postal address',
        tenderCategoryUuids: 'Registered tender categories',
        certificateNumber: 'Certificate number',
        certificateIssuedOn: 'Issued on',
        certificateExpiresOn: 'Expires on',
        isValid: 'Certificate valid',
      },
    },
  },
};

export const sw: LocaleFragment = {
  zabuni: {
    referenceData: {
      empty: 'Bado hakuna %{name}. Unda cha kwanza.',
      activate: 'Washa',
      deactivate: 'Zima',
      activated: 'Imewashwa kwa Mafanikio',
      deactivated: 'Imezimwa kwa Mafanikio',
      digitsOnly: 'Tarakimu pekee',
      constantOnly: 'Herufi kubwa, tarakimu na _, ikianza na herufi',
      menu: 'Data za marejeo',
      authorityTypes: {
        CENTRAL: 'Serikali kuu',
        LOCAL_GOVERNMENT: 'Mamlaka ya serikali za mitaa',
      },
      certificate: 'Cheti cha usajili',
      noCertificate: 'Bado hakuna cheti kilichotolewa.',
      validCertificate: 'Ni halali hadi %{date}',
      expiredCertificate: 'Kiliisha tarehe %{date}',
      activeFilter: 'Onyesha',
      activeOnly: 'Wazabuni wanaotumika',
      inactiveOnly: 'Wazabuni wasiotumika',
    },
  },
  resources: {
    'tender-categories': {
      name: 'Kundi la zabuni |||| Makundi ya zabuni',
      fields: {
        ...swCommonFields,
        code: 'Msimbo',
      },
    },
    'tender-sub-categories': {
      name: 'Kundi dogo la zabuni |||| Makundi madogo ya zabuni',
      fields: {
        ...swCommonFields,
        tenderCategoryUuid: 'Kundi la zabuni',
        tenderCategoryName: 'Kundi la zabuni',
      },
    },
    'tenderer-categories': {
      name: 'Kundi la mzabuni |||| Makundi ya wazabuni',
      fields: {
        ...swCommonFields,
      },
    },
    'statutory-boards': {
      name: 'Bodi ya kisheria |||| Bodi za kisheria',
      fields: {
        ...swCommonFields,
        acronym: 'Kifupisho',
      },
    },
    'business-license-authorities': {
      name: 'Mamlaka ya leseni ya biashara |||| Mamlaka za leseni za biashara',
      fields: {
        ...swCommonFields,
        acronym: 'Kifupisho',
        authorityType: 'Aina ya mamlaka',
      },
    },
    'business-lines': {
      name: 'Fani ya biashara |||| Fani za biashara',
      fields: {
        ...swCommonFields,
        code: 'Msimbo',
        tenderCategoryUuid: 'Kundi la zabuni',
        tenderCategoryName: 'Kundi la zabuni',
      },
    },
    'business-line-configurations': {
      name: 'Mpangilio wa fani ya biashara |||| Mipangilio ya fani za biashara',
      fields: {
        ...swCommonFields,
        businessLineUuid: 'Fani ya biashara',
        businessLineName: 'Fani ya biashara',
        statutoryBoardUuid: 'Bodi ya kisheria',
        statutoryBoardName: 'Bodi ya kisheria',
        businessLicenseAuthorityUuid: 'Mamlaka ya leseni',
        businessLicenseAuthorityName: 'Mamlaka ya leseni',
        requiresBoardRegistration: 'Usajili wa bodi unahitajika',
        requiresBusinessLicense: 'Leseni ya biashara inahitajika',
      },
    },
    'business-line-global-configurations': {
      name: 'Mpangilio wa jumla wa fani |||| Mipangilio ya jumla ya fani',
      fields: {
        ...swCommonFields,
        value: 'Thamani',
      },
    },
    'offer-types': {
      name: 'Aina ya ofa |||| Aina za ofa',
      fields: {
        ...swCommonFields,
      },
    },
    countries: {
      name: 'Nchi |||| Nchi',
      fields: {
        ...swCommonFields,
        isoCode: 'Msimbo wa ISO',
        phoneCode: 'Msimbo wa simu',
      },
    },
    'academic-levels': {
      name: 'Kiwango cha elimu |||| Viwango vya elimu',
      fields: {
        ...swCommonFields,
        rank: 'Mpangilio',
      },
    },
    'professional-qualifications': {
      name: 'Sifa ya kitaaluma |||| Sifa za kitaaluma',
      fields: {
        ...swCommonFields,
        acronym: 'Kifupisho',
        awardingBody: 'Hutolewa na',
      },
    },
    'statutory-offers': {
      name: 'Hati ya kisheria |||| Hati za kisheria',
      fields: {
        ...swCommonFields,
        issuingAuthority: 'Hutolewa na',
      },
    },
    'equipment-types': {
      name: 'Aina ya kifaa |||| Aina za vifaa',
      fields: {
        ...swCommonFields,
        category: 'Kundi',
      },
    },
    'tenderer-profile-settings': {
      name: 'Mpangilio wa wasifu wa mzabuni |||| Mipangilio ya wasifu wa mzabuni',
      fields: {
        ...swCommonFields,
        code: 'Msimbo',
        isRequired: 'Inahitajika',
      },
    },
    'tenderer-source-of-funds': {
      name: 'Chanzo cha fedha cha mzabuni |||| Vyanzo vya fedha vya wazabuni',
      fields: {
        ...swCommonFields,
      },
    },
    'institution-activities': {
      name: 'Shughuli ya taasisi |||| Shughuli za taasisi',
      fields: {
        ...swCommonFields,
      },
    },
    tenderers: {
      name: 'Mzabuni |||| Wazabuni',
      fields: {
        ...swCommonFields,
        registrationNumber: 'Namba ya usajili',
        email: 'Barua pepe',
        phone: 'Simu',
        tin: 'TIN',
        tendererCategoryUuid: 'Kundi la mzabuni',
        tendererCategoryName: 'Kundi la mzabuni',
        countryUuid: 'Nchi',
        countryName: 'Nchi',
        physicalAddress: 'Anwani ya makazi',
        postalAddress: 'Anwani ya posta',
        tenderCategoryUuids: 'Makundi ya zabuni yaliyosajiliwa',
        certificateNumber: 'Namba ya cheti',
        certificateIssuedOn: 'Kimetolewa tarehe',
        certificateExpiresOn: 'Kinaisha tarehe',
        isValid: 'Cheti ni halali',
      },
    },
  },
};
