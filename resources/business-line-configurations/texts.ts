import { referenceListTexts } from '../reference-data/listTexts';

/** Business line configurations: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  {
    en: 'Business line configuration |||| Business line configurations',
    sw: 'Mpangilio wa fani ya biashara |||| Mipangilio ya fani za biashara',
  },
  {
    en: {
      q: 'Search by name',
      businessLineUuid: 'Business line',
      businessLineName: 'Business line',
      statutoryBoardUuid: 'Statutory board',
      statutoryBoardName: 'Statutory board',
      businessLicenseAuthorityUuid: 'License authority',
      businessLicenseAuthorityName: 'License authority',
      requiresBoardRegistration: 'Board registration required',
      requiresBusinessLicense: 'Business license required',
    },
    sw: {
      q: 'Tafuta kwa jina',
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
);
