import { createRequire } from 'node:module';
import countryNames from 'i18n-iso-countries';
import {
  businessLicenseAuthorities,
  businessLines,
  statutoryBoards,
  tenderCategories,
} from '../../db/schema/referenceData';
import type { RequestContext } from '../../graphql/context';
import { signedInOperation } from '../../graphql/operation';
import {
  parentFields,
  mergeReferenceResolvers,
  referenceResolvers,
  type ReferencePermissions,
} from '../../reference-kit/resolvers';
import { success } from '../../graphql/result';
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
import { tenderCategoriesAssignedTo } from '../../db/tenderCategoryRefs';

/**
 * Every signed-in user reads these lists (registration pages, profile forms and pickers need them);
 * administrators holding uaa.referenceData.write|delete maintain them.
 */
const access: ReferencePermissions = {
  read: 'signedIn',
  write: 'uaa.referenceData.write',
  delete: 'uaa.referenceData.delete',
};

/** Country names in the caller's language (Content-Language), from i18n-iso-countries. */
const requireJson = createRequire(import.meta.url);
countryNames.registerLocale(requireJson('i18n-iso-countries/langs/sw.json'));

const lists = mergeReferenceResolvers(
  referenceResolvers(
    tenderCategoryEntity,
    {
      list: ['allTenderCategories', 'all'],
      find: 'findTenderCategoryByUuid',
      save: ['createUpdateTenderCategory', 'tenderCategory'],
      delete: 'deleteTenderCategoryByUuid',
    },
    access,
  ),
  referenceResolvers(
    tenderSubCategoryEntity,
    {
      list: ['allTenderSubCategories', 'all'],
      find: 'findTenderSubCategoryByUuid',
      save: ['createUpdateTenderSubCategory', 'tenderSubCategory'],
      delete: 'deleteTenderSubCategoryByUuid',
    },
    access,
  ),
  referenceResolvers(
    tendererCategoryEntity,
    {
      list: ['allTendererCategories', 'all'],
      find: 'findTendererCategoryByUuid',
      save: ['createUpdateTendererCategory', 'tendererCategory'],
      delete: 'deleteTendererCategoryByUuid',
    },
    access,
  ),
  referenceResolvers(
    statutoryBoardEntity,
    {
      list: ['allStatutoryBoards', 'all'],
      find: 'findStatutoryBoardByUuid',
      save: ['createUpdateStatutoryBoard', 'statutoryBoard'],
      delete: 'deleteStatutoryBoardByUuid',
    },
    access,
  ),
  referenceResolvers(
    businessLicenseAuthorityEntity,
    {
      list: ['allBusinessLicenseAuthorities', 'page'],
      find: 'findBusinessLicenseAuthorityByUuid',
      save: ['createUpdateBusinessLicenseAuthority', 'businessLicenseAuthority'],
      delete: 'deleteBusinessLicenseAuthorityByUuid',
    },
    access,
  ),
  referenceResolvers(
    businessLineEntity,
    {
      // The spec spells this list's page variable in lower case.
      list: ['allBusinessLines', 'page', 'pageparam'],
      find: 'findBusinessLineByUuid',
      save: ['createUpdateBusinessLine', 'businessLine'],
      delete: 'deleteBusinessLineByUuid',
    },
    access,
  ),
  referenceResolvers(
    businessLineConfigurationEntity,
    {
      list: ['allBusinessLineConfigurations', 'all'],
      find: 'findBusinessLineConfigurationByUuid',
      save: ['createUpdateBusinessLineConfiguration', 'businessLineConfiguration'],
      delete: 'deleteBusinessLineConfigurationByUuid',
    },
    access,
  ),
  referenceResolvers(
    businessLineGlobalConfigurationEntity,
    {
      list: ['getAllBusinessLineGlobalConfigurations', 'all'],
      find: 'findBusinessLineGlobalConfigurationByUuid',
      save: ['createUpdateBusinessLineGlobalConfiguration', 'businessLineGlobalConfiguration'],
      delete: 'deleteBusinessLineGlobalConfigurationByUuid',
    },
    access,
  ),
  referenceResolvers(
    offerTypeEntity,
    {
      list: ['allOfferTypes', 'all'],
      find: 'findOfferTypeByUuid',
      save: ['createUpdateOfferType', 'offerType'],
      delete: 'deleteOfferTypeByUuid',
    },
    access,
  ),
  referenceResolvers(countryEntity, { list: ['getAllCountries', 'all'] }, access),
  referenceResolvers(
    academicLevelEntity,
    {
      list: ['getAllAcademicLevels', 'all'],
      find: 'findAcademicLevelByUuid',
      save: ['createUpdateAcademicLevel', 'academicLevel'],
      delete: 'deleteAcademicLevelByUuid',
    },
    access,
  ),
  referenceResolvers(
    professionalQualificationEntity,
    {
      list: ['getAllProfessionalQualifications', 'all'],
      find: 'findProfessionalQualificationByUuid',
      save: ['createUpdateProfessionalQualification', 'professionalQualification'],
      delete: 'deleteProfessionalQualificationByUuid',
    },
    access,
  ),
  referenceResolvers(
    statutoryOfferEntity,
    {
      list: ['allStatutoryOffers', 'all'],
      find: 'findStatutoryOfferByUuid',
      save: ['createUpdateStatutoryOffer', 'statutoryOffer'],
      delete: 'deleteStatutoryOfferByUuid',
    },
    access,
  ),
  referenceResolvers(
    equipmentTypeEntity,
    {
      list: ['getAllEquipmentTypes', 'all'],
      find: 'findEquipmentTypeByUuid',
      save: ['createUpdateEquipmentType', 'equipmentType'],
      delete: 'deleteEquipmentTypeByUuid',
    },
    access,
  ),
  referenceResolvers(
    tendererProfileSettingEntity,
    {
      list: ['getAllTendererProfileSettings', 'all'],
      find: 'findTendererProfileSettingByUuid',
      save: ['createUpdateTendererProfileSetting', 'tendererProfileSetting'],
      delete: 'deleteTendererProfileSettingByUuid',
    },
    access,
  ),
  referenceResolvers(
    tendererSourceOfFundEntity,
    {
      list: ['allTendererSourceOfFunds', 'all'],
      find: 'findTendererSourceOfFundByUuid',
      save: ['createUpdateTendererSourceOfFund', 'tendererSourceOfFund'],
      delete: 'deleteTendererSourceOfFundByUuid',
    },
    access,
  ),
  referenceResolvers(
    institutionActivityEntity,
    {
      // Not in the spec: the administrators' list of institution activities.
      list: ['getAllInstitutionActivities', 'all'],
      find: 'findInstitutionActivityByUuid',
      // The spec's name; like createUpdate<Entity> it updates when given a uuid.
      save: ['createInstitutionActivity', 'institutionActivity'],
      delete: 'deleteInstitutionActivityByUuid',
    },
    access,
  ),
);

export const referenceDataResolvers = {
  Query: {
    ...lists.Query,
    getUserTenderCategoryByAssignment: signedInOperation(async (_args: unknown, { db, user }) => ({
      ...success(null),
      dataList: await tenderCategoriesAssignedTo(db, user),
    })),
  },
  Mutation: lists.Mutation,
  TenderSubCategory: parentFields('tenderCategory', tenderCategories, 'tenderCategoryId'),
  BusinessLine: parentFields('tenderCategory', tenderCategories, 'tenderCategoryId'),
  BusinessLineConfiguration: {
    ...parentFields('businessLine', businessLines, 'businessLineId'),
    ...parentFields('statutoryBoard', statutoryBoards, 'statutoryBoardId'),
    ...parentFields(
      'businessLicenseAuthority',
      businessLicenseAuthorities,
      'businessLicenseAuthorityId',
    ),
  },
  Country: {
    name: (row: { name: string; isoCode: string }, _args: unknown, ctx: RequestContext) =>
      ctx.language === 'sw'
        ? (countryNames.getName(row.isoCode, 'sw', { select: 'alias' }) ?? row.name)
        : row.name,
  },
};
