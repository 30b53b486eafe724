import type { LocaleFragment } from '../../mergeMessages';
import { swReferenceFields } from '../commonFields.sw';

/** Kiswahili of referenceData/en.ts: the same keys. */
const swCommonFields = { ...swReferenceFields, q: 'Tafuta kwa jina' };

const sw: LocaleFragment = {
  zabuni: {
    referenceData: {
      empty: 'Bado hakuna %{name}. Unda cha kwanza.',
      activate: 'Washa',
      deactivate: 'Zima',
      activated: 'Imewashwa kwa Mafanikio',
      deactivated: 'Imezimwa kwa Mafanikio',
      digitsOnly: 'Tarakimu pekee',
      notFutureYear: 'Si mwaka ujao',
      nameSw: 'Jina (Kiswahili)',
      descriptionSw: 'Maelezo (Kiswahili)',
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

export default sw;
