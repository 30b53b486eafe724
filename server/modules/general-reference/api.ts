import { mergeReferenceApis, referenceApi } from '../../reference-kit/api';
import type { ReferencePermissions } from '../../reference-kit/resolvers';
import {
  academicLevelEntity,
  businessLicenseAuthorityEntity,
  businessLineConfigurationEntity,
  businessLineEntity,
  businessLineGlobalConfigurationEntity,
  countryEntity,
  equipmentTypeEntity,
  institutionActivityEntity,
  offerTypeEntity,
  professionalQualificationEntity,
  statutoryBoardEntity,
  statutoryOfferEntity,
  tenderCategoryEntity,
  tenderSubCategoryEntity,
  tendererCategoryEntity,
  tendererProfileSettingEntity,
  tendererSourceOfFundEntity,
} from './store';

/**
 * The uaa/general reference lists on the GraphQL API, each declared once (the reference kit gives its
 * standard SDL and resolvers); what is particular to this module is in schema.graphql and resolvers.ts.
 * Every signed-in user reads these lists (registration pages, profile forms and pickers need them);
 * administrators holding uaa.referenceData.write|delete maintain them.
 */
const access: ReferencePermissions = {
  read: 'signedIn',
  write: 'uaa.referenceData.write',
  delete: 'uaa.referenceData.delete',
};

const tenderCategory = referenceApi({
  entity: tenderCategoryEntity,
  typeName: 'TenderCategory',
  doc: 'What a tender procures: Goods, Works, Consultancy, Non-consultancy.',
  fields: `
    name: String!
    code: String!
    description: String`,
  operations: {
    list: ['allTenderCategories', 'all'],
    find: 'findTenderCategoryByUuid',
    save: ['createUpdateTenderCategory', 'tenderCategory'],
    delete: 'deleteTenderCategoryByUuid',
  },
  permissions: access,
});

const tenderSubCategory = referenceApi({
  entity: tenderSubCategoryEntity,
  typeName: 'TenderSubCategory',
  doc: 'A finer class of a tender category (Works: building works, civil works, ...).',
  fields: `
    name: String!
    description: String
    tenderCategory: TenderCategory
    tenderCategoryUuid: String
    tenderCategoryName: String`,
  inputFields: `
    name: String!
    description: String
    tenderCategoryUuid: String!`,
  operations: {
    list: ['allTenderSubCategories', 'all'],
    find: 'findTenderSubCategoryByUuid',
    save: ['createUpdateTenderSubCategory', 'tenderSubCategory'],
    delete: 'deleteTenderSubCategoryByUuid',
  },
  docs: {
    findTenderSubCategoryByUuid: 'One live tender sub-category by uuid.',
  },
  permissions: access,
});

const tendererCategory = referenceApi({
  entity: tendererCategoryEntity,
  typeName: 'TendererCategory',
  doc: 'The kind of tenderer (local company, foreign company, individual, special group...).',
  fields: `
    name: String!
    description: String`,
  operations: {
    list: ['allTendererCategories', 'all'],
    find: 'findTendererCategoryByUuid',
    save: ['createUpdateTendererCategory', 'tendererCategory'],
    delete: 'deleteTendererCategoryByUuid',
  },
  permissions: access,
});

const statutoryBoard = referenceApi({
  entity: statutoryBoardEntity,
  typeName: 'StatutoryBoard',
  doc: 'A professional registration board (CRB, ERB, AQRB, NBAA, ...).',
  fields: `
    name: String!
    acronym: String
    description: String`,
  operations: {
    list: ['allStatutoryBoards', 'all'],
    find: 'findStatutoryBoardByUuid',
    save: ['createUpdateStatutoryBoard', 'statutoryBoard'],
    delete: 'deleteStatutoryBoardByUuid',
  },
  permissions: access,
});

const businessLicenseAuthority = referenceApi({
  entity: businessLicenseAuthorityEntity,
  typeName: 'BusinessLicenseAuthority',
  doc: 'Who issues business licences: BRELA (CENTRAL) or a local government authority (LOCAL_GOVERNMENT).',
  fields: `
    name: String!
    acronym: String
    authorityType: String!
    description: String`,
  inputFields: `
    name: String!
    acronym: String
    "CENTRAL (default) or LOCAL_GOVERNMENT."
    authorityType: String
    description: String`,
  operations: {
    list: ['allBusinessLicenseAuthorities', 'page'],
    find: 'findBusinessLicenseAuthorityByUuid',
    save: ['createUpdateBusinessLicenseAuthority', 'businessLicenseAuthority'],
    delete: 'deleteBusinessLicenseAuthorityByUuid',
  },
  permissions: access,
});

const businessLine = referenceApi({
  entity: businessLineEntity,
  typeName: 'BusinessLine',
  doc: 'A line of business a tenderer registers for, under a tender category.',
  fields: `
    name: String!
    code: String
    description: String
    tenderCategory: TenderCategory
    tenderCategoryUuid: String
    tenderCategoryName: String`,
  inputFields: `
    name: String!
    code: String
    description: String
    tenderCategoryUuid: String`,
  operations: {
    // The spec spells this list's page variable in lower case.
    list: ['allBusinessLines', 'page', 'pageparam'],
    find: 'findBusinessLineByUuid',
    save: ['createUpdateBusinessLine', 'businessLine'],
    delete: 'deleteBusinessLineByUuid',
  },
  permissions: access,
});

const businessLineConfiguration = referenceApi({
  entity: businessLineConfigurationEntity,
  typeName: 'BusinessLineConfiguration',
  doc: 'What registering for a business line requires: a board registration and/or a business licence.',
  fields: `
    businessLine: BusinessLine
    businessLineUuid: String
    businessLineName: String
    statutoryBoard: StatutoryBoard
    statutoryBoardUuid: String
    statutoryBoardName: String
    businessLicenseAuthority: BusinessLicenseAuthority
    businessLicenseAuthorityUuid: String
    businessLicenseAuthorityName: String
    requiresBoardRegistration: Boolean!
    requiresBusinessLicense: Boolean!
    description: String`,
  inputFields: `
    businessLineUuid: String!
    statutoryBoardUuid: String
    businessLicenseAuthorityUuid: String
    requiresBoardRegistration: Boolean
    requiresBusinessLicense: Boolean
    description: String`,
  operations: {
    list: ['allBusinessLineConfigurations', 'all'],
    find: 'findBusinessLineConfigurationByUuid',
    save: ['createUpdateBusinessLineConfiguration', 'businessLineConfiguration'],
    delete: 'deleteBusinessLineConfigurationByUuid',
  },
  permissions: access,
});

const businessLineGlobalConfiguration = referenceApi({
  entity: businessLineGlobalConfigurationEntity,
  typeName: 'BusinessLineGlobalConfiguration',
  doc: 'A platform-wide business-line rule as a named value (MAX_BUSINESS_LINES_PER_TENDERER).',
  fields: `
    name: String!
    value: String!
    description: String`,
  operations: {
    list: ['getAllBusinessLineGlobalConfigurations', 'all'],
    find: 'findBusinessLineGlobalConfigurationByUuid',
    save: ['createUpdateBusinessLineGlobalConfiguration', 'businessLineGlobalConfiguration'],
    delete: 'deleteBusinessLineGlobalConfigurationByUuid',
  },
  permissions: access,
});

const offerType = referenceApi({
  entity: offerTypeEntity,
  typeName: 'OfferType',
  doc: 'A kind of offer a tenderer may submit (main offer, alternative offer, ...).',
  fields: `
    name: String!
    description: String`,
  operations: {
    list: ['allOfferTypes', 'all'],
    find: 'findOfferTypeByUuid',
    save: ['createUpdateOfferType', 'offerType'],
    delete: 'deleteOfferTypeByUuid',
  },
  permissions: access,
});

const country = referenceApi({
  entity: countryEntity,
  typeName: 'Country',
  doc: "A country with its calling code (from libphonenumber-js; names from i18n-iso-countries in the caller's language).",
  fields: `
    name: String!
    isoCode: String!
    phoneCode: String!`,
  operations: { list: ['getAllCountries', 'all'] },
  permissions: access,
});

const academicLevel = referenceApi({
  entity: academicLevelEntity,
  typeName: 'AcademicLevel',
  doc: 'An education level; rank orders them (1 is the lowest).',
  fields: `
    name: String!
    rank: Int!
    description: String`,
  inputFields: `
    name: String!
    rank: Int
    description: String`,
  operations: {
    list: ['getAllAcademicLevels', 'all'],
    find: 'findAcademicLevelByUuid',
    save: ['createUpdateAcademicLevel', 'academicLevel'],
    delete: 'deleteAcademicLevelByUuid',
  },
  permissions: access,
});

const professionalQualification = referenceApi({
  entity: professionalQualificationEntity,
  typeName: 'ProfessionalQualification',
  doc: 'A professional qualification of personnel and who awards it.',
  fields: `
    name: String!
    acronym: String
    awardingBody: String
    description: String`,
  operations: {
    list: ['getAllProfessionalQualifications', 'all'],
    find: 'findProfessionalQualificationByUuid',
    save: ['createUpdateProfessionalQualification', 'professionalQualification'],
    delete: 'deleteProfessionalQualificationByUuid',
  },
  permissions: access,
});

const statutoryOffer = referenceApi({
  entity: statutoryOfferEntity,
  typeName: 'StatutoryOffer',
  doc: 'A statutory document a tenderer offers (TIN, tax clearance, ...) and who issues it.',
  fields: `
    name: String!
    issuingAuthority: String
    description: String`,
  operations: {
    list: ['allStatutoryOffers', 'all'],
    find: 'findStatutoryOfferByUuid',
    save: ['createUpdateStatutoryOffer', 'statutoryOffer'],
    delete: 'deleteStatutoryOfferByUuid',
  },
  permissions: access,
});

const equipmentType = referenceApi({
  entity: equipmentTypeEntity,
  typeName: 'EquipmentType',
  doc: 'A kind of equipment tenderers declare (excavator, tipper truck, ...).',
  fields: `
    name: String!
    category: String
    description: String`,
  operations: {
    list: ['getAllEquipmentTypes', 'all'],
    find: 'findEquipmentTypeByUuid',
    save: ['createUpdateEquipmentType', 'equipmentType'],
    delete: 'deleteEquipmentTypeByUuid',
  },
  permissions: access,
});

const tendererProfileSetting = referenceApi({
  entity: tendererProfileSettingEntity,
  typeName: 'TendererProfileSetting',
  doc: 'A section of the tenderer profile and whether it is required before bidding.',
  fields: `
    name: String!
    code: String!
    isRequired: Boolean!
    description: String`,
  inputFields: `
    name: String!
    code: String!
    isRequired: Boolean
    description: String`,
  operations: {
    list: ['getAllTendererProfileSettings', 'all'],
    find: 'findTendererProfileSettingByUuid',
    save: ['createUpdateTendererProfileSetting', 'tendererProfileSetting'],
    delete: 'deleteTendererProfileSettingByUuid',
  },
  permissions: access,
});

const tendererSourceOfFund = referenceApi({
  entity: tendererSourceOfFundEntity,
  typeName: 'TendererSourceOfFund',
  doc: "Where a tenderer's financial resources come from (own funds, bank loan, ...).",
  fields: `
    name: String!
    description: String`,
  operations: {
    list: ['allTendererSourceOfFunds', 'all'],
    find: 'findTendererSourceOfFundByUuid',
    save: ['createUpdateTendererSourceOfFund', 'tendererSourceOfFund'],
    delete: 'deleteTendererSourceOfFundByUuid',
  },
  permissions: access,
});

const institutionActivity = referenceApi({
  entity: institutionActivityEntity,
  typeName: 'InstitutionActivity',
  doc: 'An activity an institution carries out (its main activity).',
  fields: `
    name: String!
    description: String`,
  operations: {
    // Not in the spec: the administrators' list of institution activities.
    list: ['getAllInstitutionActivities', 'all'],
    find: 'findInstitutionActivityByUuid',
    // The spec's name; like createUpdate<Entity> it updates when given a uuid.
    save: ['createInstitutionActivity', 'institutionActivity'],
    delete: 'deleteInstitutionActivityByUuid',
  },
  permissions: access,
});

/** The lists' SDL and resolvers, served on uaa by module.ts. */
export const referenceLists = mergeReferenceApis(
  tenderCategory,
  tenderSubCategory,
  tendererCategory,
  statutoryBoard,
  businessLicenseAuthority,
  businessLine,
  businessLineConfiguration,
  businessLineGlobalConfiguration,
  offerType,
  country,
  academicLevel,
  professionalQualification,
  statutoryOffer,
  equipmentType,
  tendererProfileSetting,
  tendererSourceOfFund,
  institutionActivity,
);
