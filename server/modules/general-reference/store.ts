import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { Db } from '../../db/client';
import type { EntityTable } from '../../db/entityTable';
import { defineReferenceEntity, namedListSpec } from '../../reference-kit/store';
import {
  academicLevels,
  businessLicenseAuthorities,
  businessLineConfigurations,
  businessLineGlobalConfigurations,
  businessLines,
  countries,
  equipmentTypes,
  institutionActivities,
  offerTypes,
  professionalQualifications,
  statutoryBoards,
  statutoryOffers,
  tenderCategories,
  tenderSubCategories,
  tendererCategories,
  tendererProfileSettings,
  tendererSourceOfFunds,
} from '../../db/schema/referenceData';
import { AppError } from '../../errors';
import { optionalText, requiredText } from '../../validation/inputs';
import { idOfLiveUuid } from '../../reference-kit/relations';
import { tableListSpec } from '../../db/paging';

/**
 * The uaa/general reference lists (what tenderers register under and registration pages offer) as
 * reference entities: each is its table, what lists may sort and filter by, and what a save accepts.
 */

const uuid = z.uuid({ error: 'Not a valid uuid' });
const name = z.string().trim().min(2, 'At least 2 characters').max(200);
/** Optional texts of these lists: a field left out of an update keeps its value. */
const optionalField = (max: number) => optionalText(max, { keepAbsent: true });
const base = { uuid: uuid.nullish(), name, active: z.boolean().optional() };
const namedInput = z.object({ ...base, description: optionalField(500) });

/** A parent named by uuid in an input: its id, undefined when left out of an update, or 9001. */
const idOfLive = async (
  db: Db,
  table: EntityTable,
  value: string | null | undefined,
  field: string,
): Promise<number | null | undefined> =>
  value === undefined ? undefined : idOfLiveUuid(db, table, value, `${field}: no such record`);

const withoutUndefined = (columns: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));

export const tenderCategoryEntity = defineReferenceEntity({
  table: tenderCategories,
  label: 'Tender category',
  listSpec: {
    ...namedListSpec(tenderCategories, { code: tenderCategories.code }),
    filterable: {
      name: { column: tenderCategories.name, match: 'contains' },
      code: { column: tenderCategories.code, match: 'equals' },
      active: { column: tenderCategories.active, match: 'boolean' },
    },
  },
  inputSchema: namedInput.extend({ code: requiredText(20) }),
  duplicateText: 'same name or code',
});

const subCategoryInput = namedInput.extend({ tenderCategoryUuid: uuid });
export const tenderSubCategoryEntity = defineReferenceEntity({
  table: tenderSubCategories,
  label: 'Tender sub-category',
  listSpec: namedListSpec(tenderSubCategories),
  inputSchema: subCategoryInput,
  duplicateText: 'same name in this tender category',
  references: { tenderCategoryUuid: { table: tenderCategories, column: 'tenderCategoryId' } },
  toColumns: async ({ tenderCategoryUuid, ...input }: z.infer<typeof subCategoryInput>, db) =>
    withoutUndefined({
      name: input.name,
      description: input.description,
      active: input.active,
      tenderCategoryId: await idOfLive(
        db,
        tenderCategories,
        tenderCategoryUuid,
        'tenderCategoryUuid',
      ),
    }),
});

export const tendererCategoryEntity = defineReferenceEntity({
  table: tendererCategories,
  label: 'Tenderer category',
  listSpec: namedListSpec(tendererCategories),
  inputSchema: namedInput,
});

export const statutoryBoardEntity = defineReferenceEntity({
  table: statutoryBoards,
  label: 'Statutory board',
  listSpec: namedListSpec(statutoryBoards, { acronym: statutoryBoards.acronym }),
  inputSchema: namedInput.extend({ acronym: optionalField(20) }),
});

export const businessLicenseAuthorityEntity = defineReferenceEntity({
  table: businessLicenseAuthorities,
  label: 'Business license authority',
  listSpec: {
    ...namedListSpec(businessLicenseAuthorities, {
      acronym: businessLicenseAuthorities.acronym,
      authorityType: businessLicenseAuthorities.authorityType,
    }),
    filterable: {
      name: { column: businessLicenseAuthorities.name, match: 'contains' },
      authorityType: { column: businessLicenseAuthorities.authorityType, match: 'equals' },
      active: { column: businessLicenseAuthorities.active, match: 'boolean' },
    },
    enumFields: ['authorityType'],
  },
  inputSchema: namedInput.extend({
    acronym: optionalField(20),
    authorityType: z.enum(['CENTRAL', 'LOCAL_GOVERNMENT']).optional(),
  }),
});

const businessLineInput = namedInput.extend({
  code: optionalField(30),
  tenderCategoryUuid: uuid.nullish(),
});
export const businessLineEntity = defineReferenceEntity({
  table: businessLines,
  label: 'Business line',
  listSpec: namedListSpec(businessLines, { code: businessLines.code }),
  inputSchema: businessLineInput,
  toColumns: async ({ tenderCategoryUuid, uuid: _uuid, ...input }, db) =>
    withoutUndefined({
      ...input,
      tenderCategoryId: await idOfLive(
        db,
        tenderCategories,
        tenderCategoryUuid,
        'tenderCategoryUuid',
      ),
    }),
});

const configurationInput = z.object({
  uuid: uuid.nullish(),
  businessLineUuid: uuid,
  statutoryBoardUuid: uuid.nullish(),
  businessLicenseAuthorityUuid: uuid.nullish(),
  requiresBoardRegistration: z.boolean().optional(),
  requiresBusinessLicense: z.boolean().optional(),
  description: optionalField(500),
  active: z.boolean().optional(),
});
export const businessLineConfigurationEntity = defineReferenceEntity({
  table: businessLineConfigurations,
  label: 'Business line configuration',
  listSpec: tableListSpec(businessLineConfigurations, {
    sortable: ['createdAt', 'active'],
    defaultSort: 'createdAt',
    filterable: { active: 'boolean' },
  }),
  inputSchema: configurationInput,
  duplicateText: 'same business line',
  toColumns: async (input: z.infer<typeof configurationInput>, db) => {
    const boardId = await idOfLive(
      db,
      statutoryBoards,
      input.statutoryBoardUuid,
      'statutoryBoardUuid',
    );
    if (input.requiresBoardRegistration && !boardId) {
      throw new AppError(
        ResponseCode.INVALID_INPUT,
        'statutoryBoardUuid: a board registration needs the board',
      );
    }
    return withoutUndefined({
      businessLineId: await idOfLive(db, businessLines, input.businessLineUuid, 'businessLineUuid'),
      statutoryBoardId: boardId,
      businessLicenseAuthorityId: await idOfLive(
        db,
        businessLicenseAuthorities,
        input.businessLicenseAuthorityUuid,
        'businessLicenseAuthorityUuid',
      ),
      requiresBoardRegistration: input.requiresBoardRegistration,
      requiresBusinessLicense: input.requiresBusinessLicense,
      description: input.description,
      active: input.active,
    });
  },
});

export const businessLineGlobalConfigurationEntity = defineReferenceEntity({
  table: businessLineGlobalConfigurations,
  label: 'Business line global configuration',
  listSpec: namedListSpec(businessLineGlobalConfigurations),
  inputSchema: namedInput.extend({
    name: z
      .string()
      .trim()
      .regex(/^[A-Z][A-Z0-9_]{1,99}$/, 'Upper-case letters, digits and _ (MAX_BUSINESS_LINES)'),
    value: requiredText(200),
  }),
});

export const offerTypeEntity = defineReferenceEntity({
  table: offerTypes,
  label: 'Offer type',
  listSpec: namedListSpec(offerTypes),
  inputSchema: namedInput,
});

/** Countries come from the libraries (seeded), so they are read-only: no input is accepted. */
export const countryEntity = defineReferenceEntity({
  table: countries,
  label: 'Country',
  listSpec: {
    ...namedListSpec(countries, { isoCode: countries.isoCode }),
    filterable: {
      name: { column: countries.name, match: 'contains' },
      isoCode: { column: countries.isoCode, match: 'equals' },
    },
  },
  inputSchema: z.never(),
  maxListSize: 400,
});

export const academicLevelEntity = defineReferenceEntity({
  table: academicLevels,
  label: 'Academic level',
  listSpec: {
    ...namedListSpec(academicLevels, { rank: academicLevels.rank }),
    defaultSort: 'rank',
  },
  inputSchema: namedInput.extend({ rank: z.number().int().min(0).max(100).optional() }),
});

export const professionalQualificationEntity = defineReferenceEntity({
  table: professionalQualifications,
  label: 'Professional qualification',
  // The list shows the acronym and the awarding body: its search looks in them too.
  listSpec: namedListSpec(
    professionalQualifications,
    { acronym: professionalQualifications.acronym },
    {
      acronym: { column: professionalQualifications.acronym, match: 'contains' },
      awardingBody: { column: professionalQualifications.awardingBody, match: 'contains' },
    },
  ),
  inputSchema: namedInput.extend({ acronym: optionalField(30), awardingBody: optionalField(200) }),
});

export const statutoryOfferEntity = defineReferenceEntity({
  table: statutoryOffers,
  label: 'Statutory offer',
  listSpec: namedListSpec(statutoryOffers),
  inputSchema: namedInput.extend({ issuingAuthority: optionalField(200) }),
});

export const equipmentTypeEntity = defineReferenceEntity({
  table: equipmentTypes,
  label: 'Equipment type',
  listSpec: namedListSpec(equipmentTypes, { category: equipmentTypes.category }),
  inputSchema: namedInput.extend({ category: optionalField(60) }),
});

export const tendererProfileSettingEntity = defineReferenceEntity({
  table: tendererProfileSettings,
  label: 'Tenderer profile setting',
  listSpec: namedListSpec(tendererProfileSettings, {
    code: tendererProfileSettings.code,
  }),
  inputSchema: namedInput.extend({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'Upper-case letters, digits and _ (PERSONNEL)'),
    isRequired: z.boolean().optional(),
  }),
  duplicateText: 'same name or code',
});

export const tendererSourceOfFundEntity = defineReferenceEntity({
  table: tendererSourceOfFunds,
  label: 'Tenderer source of fund',
  listSpec: namedListSpec(tendererSourceOfFunds),
  inputSchema: namedInput,
});

export const institutionActivityEntity = defineReferenceEntity({
  table: institutionActivities,
  label: 'Institution activity',
  listSpec: namedListSpec(institutionActivities),
  inputSchema: namedInput,
});
