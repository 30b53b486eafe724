import { referenceListTexts } from '../reference-data/listTexts';

/** Tenderers: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Tenderer |||| Tenderers', sw: 'Mzabuni |||| Wazabuni' },
  {
    en: {
      q: 'Search by name',
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
    sw: {
      q: 'Tafuta kwa jina',
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
);
