import { mergeReferenceApis, referenceApi, type ReferenceApiSpec } from '../../reference-kit/api';
import {
  operationsNamedAfter,
  type ListOperation,
  type ReferenceOperations,
} from '../../reference-kit/sdl';
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

/**
 * A uaa/general list, its operations named as the browser's generalReferenceResource derives them
 * from the list and the type: find<Type>ByUuid, createUpdate<Type>(<type>), delete<Type>ByUuid.
 * `operations` names only what departs from that (the spec's own spelling).
 */
function generalReferenceApi({
  list,
  operations,
  ...spec
}: Omit<ReferenceApiSpec, 'operations' | 'permissions'> & {
  list: ListOperation;
  operations?: Omit<ReferenceOperations, 'list'>;
}) {
  return referenceApi({
    ...spec,
    operations: {
      list,
      ...operationsNamedAfter(spec.typeName, { deleteSuffix: 'ByUuid' }),
      ...operations,
    },
    permissions: access,
  });
}

const tenderCategory = generalReferenceApi({
  entity: tenderCategoryEntity,
  typeName: 'TenderCategory',
  doc: 'What a tender procures: Goods, Works, Consultancy, Non-consultancy.',
  fields: `
    name: String!
    code: String!
    description: String`,
  list: ['allTenderCategories', 'all'],
});

const tenderSubCategory = generalReferenceApi({
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
  list: ['allTenderSubCategories', 'all'],
  docs: {
    findTenderSubCategoryByUuid: 'One live tender sub-category by uuid.',
  },
});

const tendererCategory = generalReferenceApi({
  entity: tendererCategoryEntity,
  typeName: 'TendererCategory',
  doc: 'The kind of tenderer (local company, foreign company, individual, special group...).',
  fields: `
    name: String!
    description: String`,
  list: ['allTendererCategories', 'all'],
});

const statutoryBoard = generalReferenceApi({
  entity: statutoryBoardEntity,
  typeName: 'StatutoryBoard',
  doc: 'A professional registration board (CRB, ERB, AQRB, NBAA, ...).',
  fields: `
    name: String!
    acronym: String
    description: String`,
  list: ['allStatutoryBoards', 'all'],
});

const businessLicenseAuthority = generalReferenceApi({
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
  list: ['allBusinessLicenseAuthorities', 'page'],
});

const businessLine = generalReferenceApi({
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
  // The spec spells this list's page variable in lower case.
  list: ['allBusinessLines', 'page', 'pageparam'],
});

const businessLineConfiguration = generalReferenceApi({
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
  list: ['allBusinessLineConfigurations', 'all'],
});

const businessLineGlobalConfiguration = generalReferenceApi({
  entity: businessLineGlobalConfigurationEntity,
  typeName: 'BusinessLineGlobalConfiguration',
  doc: 'A platform-wide business-line rule as a named value (MAX_BUSINESS_LINES_PER_TENDERER).',
  fields: `
    name: String!
    value: String!
    description: String`,
  list: ['getAllBusinessLineGlobalConfigurations', 'all'],
});

const offerType = generalReferenceApi({
  entity: offerTypeEntity,
  typeName: 'OfferType',
  doc: 'A kind of offer a tenderer may submit (main offer, alternative offer, ...).',
  fields: `
    name: String!
    description: String`,
  list: ['allOfferTypes', 'all'],
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

const academicLevel = generalReferenceApi({
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
  list: ['getAllAcademicLevels', 'all'],
});

const professionalQualification = generalReferenceApi({
  entity: professionalQualificationEntity,
  typeName: 'ProfessionalQualification',
  doc: 'A professional qualification of personnel and who awards it.',
  fields: `
    name: String!
    acronym: String
    awardingBody: String
    description: String`,
  list: ['getAllProfessionalQualifications', 'all'],
});

const statutoryOffer = generalReferenceApi({
  entity: statutoryOfferEntity,
  typeName: 'StatutoryOffer',
  doc: 'A statutory document a tenderer offers (TIN, tax clearance, ...) and who issues it.',
  fields: `
    name: String!
    issuingAuthority: String
    description: String`,
  list: ['allStatutoryOffers', 'all'],
});

const equipmentType = generalReferenceApi({
  entity: equipmentTypeEntity,
  typeName: 'EquipmentType',
  doc: 'A kind of equipment tenderers declare (excavator, tipper truck, ...).',
  fields: `
    name: String!
    category: String
    description: String`,
  list: ['getAllEquipmentTypes', 'all'],
});

const tendererProfileSetting = generalReferenceApi({
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
  list: ['getAllTendererProfileSettings', 'all'],
});

const tendererSourceOfFund = generalReferenceApi({
  entity: tendererSourceOfFundEntity,
  typeName: 'TendererSourceOfFund',
  doc: "Where a tenderer's financial resources come from (own funds, bank loan, ...).",
  fields: `
    name: String!
    description: String`,
  list: ['allTendererSourceOfFunds', 'all'],
});

const institutionActivity = generalReferenceApi({
  entity: institutionActivityEntity,
  typeName: 'InstitutionActivity',
  doc: 'An activity an institution carries out (its main activity).',
  fields: `
    name: String!
    description: String`,
  // Not in the spec: the administrators' list of institution activities.
  list: ['getAllInstitutionActivities', 'all'],
  operations: {
    // The spec's name; like createUpdate<Entity> it updates when given a uuid.
    save: ['createInstitutionActivity', 'institutionActivity'],
  },
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
