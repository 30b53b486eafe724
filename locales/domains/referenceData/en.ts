import type { LocaleFragment } from '../../mergeMessages';
import { enReferenceFields } from '../commonFields.en';

/**
 * Texts of the reference lists (uaa/general) and tenderers administration: the kit's texts under
 * zabuni.referenceData, each list's name and field labels under resources.<name>.
 * Each language is a part of its TranslationMessages; en and sw have the same keys.
 */

/** The fields every list of this domain has. */
const enCommonFields = { ...enReferenceFields, q: 'Search by name' };

const en: LocaleFragment = {
  zabuni: {
    referenceData: {
      empty: 'No %{name} yet. Create the first one.',
      activate: 'Activate',
      deactivate: 'Deactivate',
      activated: 'Activated Successfully',
      deactivated: 'Deactivated Successfully',
      digitsOnly: 'Digits only',
      notFutureYear: 'Not a future year',
      nameSw: 'Name (Kiswahili)',
      descriptionSw: 'Description (Kiswahili)',
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

export default en;
