import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  gfsCategories,
  holidayTypes,
  inspectionInputTypes,
  specificationFieldTypes,
  unspscLevels,
} from '../../../contract/procurementReference';
import { ResponseCode } from '../../../contract/responseCodes';
import type { Db } from '../../db/client';
import type { AppListSpec } from '../../db/appPaging';
import { defineReferenceEntity, namedListSpec } from '../../reference-kit/store';
import { procurementMethods } from '../../db/schema/planning';
import {
  contractTypes,
  gfsCodes,
  holidays,
  inspectionTests,
  lotGroups,
  procurementMethodSelectionReasons,
  schedulesOfRequirements,
  selectionMethods,
  sourcesOfFunds,
  specialDays,
  specificationSettings,
  timelines,
  unitsOfMeasure,
  unspscCodes,
} from '../../db/schema/procurementReference';
import { tenderCategories } from '../../db/schema/referenceData';
import { AppError } from '../../errors';
import { optionalText, requiredText } from '../../reference-kit/inputs';
import { idOfLiveUuid, type RelationSpec } from '../../reference-kit/relations';

/**
 * The app service's procurement reference lists (the shell and reference data spec, section 7 "App queries",
 * the public onboarding area spec, 7.4), each one definition on the generic reference mechanism
 * (server/reference-kit/). Relations are named by uuid in inputs and answered as objects
 * (withRelations of reference-kit/relations.ts).
 */

const uuidInput = z.uuid({ error: 'Not a valid uuid' });
const isoDate = z.iso.date({ error: 'A date as YYYY-MM-DD' });
const code = (max: number) => z.string().trim().min(1).max(max);
const saveBase = { uuid: uuidInput.nullish() };

export const categoryRelation: RelationSpec = {
  key: 'procurementCategoryId',
  as: 'procurementCategory',
  table: tenderCategories,
  fields: { uuid: tenderCategories.uuid, code: tenderCategories.code, name: tenderCategories.name },
};

const procurementCategoryId = (uuid: string) => (db: Db) =>
  idOfLiveUuid(db, tenderCategories, uuid, 'Unknown procurement category');

/**
 * A list spec with what the administration screens always offer besides its own fields: sort by
 * active and createdAt, filter active (true or false).
 */
function adminListSpec(
  table: { active: PgColumn; createdAt: PgColumn },
  spec: AppListSpec,
): AppListSpec {
  return {
    ...spec,
    sortable: { active: table.active, createdAt: table.createdAt, ...spec.sortable },
    filterable: { active: { column: table.active, match: 'boolean' }, ...spec.filterable },
  };
}

export const specialDayList = defineReferenceEntity({
  table: specialDays,
  label: 'Special day',
  duplicateText: 'same date',
  listSpec: adminListSpec(specialDays, {
    sortable: { date: specialDays.date, name: specialDays.name, createdAt: specialDays.createdAt },
    defaultSort: 'date',
    filterable: {
      name: { column: specialDays.name, match: 'contains' },
      date: { column: specialDays.date, match: 'equals' },
    },
  }),
  inputSchema: z.object({
    ...saveBase,
    name: requiredText(150),
    date: isoDate,
    description: optionalText(500),
  }),
});

export const holidayList = defineReferenceEntity({
  table: holidays,
  label: 'Holiday',
  duplicateText: 'same name on that date',
  listSpec: adminListSpec(holidays, {
    sortable: { date: holidays.date, name: holidays.name, type: holidays.type },
    defaultSort: 'date',
    filterable: {
      name: { column: holidays.name, match: 'contains' },
      date: { column: holidays.date, match: 'equals' },
      type: { column: holidays.type, match: 'equals' },
    },
    enumFields: ['type'],
  }),
  inputSchema: z.object({
    ...saveBase,
    name: requiredText(150),
    date: isoDate,
    type: z.enum(holidayTypes).default('public'),
  }),
});

export const gfsCodeList = defineReferenceEntity({
  table: gfsCodes,
  label: 'GFS code',
  duplicateText: 'same code',
  listSpec: adminListSpec(gfsCodes, {
    sortable: { code: gfsCodes.code, description: gfsCodes.description },
    defaultSort: 'code',
    filterable: {
      code: { column: gfsCodes.code, match: 'contains' },
      description: { column: gfsCodes.description, match: 'contains' },
      category: { column: gfsCodes.category, match: 'equals' },
    },
    enumFields: ['category'],
  }),
  inputSchema: z.object({
    ...saveBase,
    code: z
      .string()
      .trim()
      .regex(/^\d{2,10}$/, { error: 'A GFS code is 2 to 10 digits' }),
    description: requiredText(300),
    category: z.enum(gfsCategories),
  }),
});

export const unitOfMeasureList = defineReferenceEntity({
  table: unitsOfMeasure,
  label: 'Unit of measure',
  listSpec: namedListSpec(unitsOfMeasure, { symbol: unitsOfMeasure.symbol }),
  inputSchema: z.object({
    ...saveBase,
    name: requiredText(100),
    symbol: code(20),
  }),
});

export const sourceOfFundsList = defineReferenceEntity({
  table: sourcesOfFunds,
  label: 'Source of funds',
  duplicateText: 'same code',
  listSpec: adminListSpec(sourcesOfFunds, {
    ...namedListSpec(sourcesOfFunds, { code: sourcesOfFunds.code }),
    filterable: {
      name: { column: sourcesOfFunds.name, match: 'contains' },
      code: { column: sourcesOfFunds.code, match: 'equals' },
      active: { column: sourcesOfFunds.active, match: 'boolean' },
    },
  }),
  inputSchema: z.object({
    ...saveBase,
    name: requiredText(150),
    code: code(20),
    description: optionalText(500),
  }),
});

const contractTypeInput = z.object({
  ...saveBase,
  name: requiredText(150),
  code: code(30),
  description: optionalText(500),
  procurementCategoryUuid: uuidInput,
});

export const contractTypeList = defineReferenceEntity({
  table: contractTypes,
  label: 'Contract type',
  duplicateText: 'same code',
  listSpec: adminListSpec(contractTypes, {
    sortable: { name: contractTypes.name, code: contractTypes.code },
    defaultSort: 'name',
    filterable: {
      name: { column: contractTypes.name, match: 'contains' },
      code: { column: contractTypes.code, match: 'equals' },
    },
  }),
  inputSchema: contractTypeInput,
  toColumns: async ({ uuid: _uuid, procurementCategoryUuid, ...columns }, db) => ({
    ...columns,
    procurementCategoryId: await procurementCategoryId(procurementCategoryUuid)(db),
  }),
});

export const selectionMethodList = defineReferenceEntity({
  table: selectionMethods,
  label: 'Selection method',
  duplicateText: 'same code',
  listSpec: adminListSpec(selectionMethods, {
    sortable: { name: selectionMethods.name, code: selectionMethods.code },
    defaultSort: 'name',
    filterable: {
      name: { column: selectionMethods.name, match: 'contains' },
      code: { column: selectionMethods.code, match: 'equals' },
    },
  }),
  inputSchema: z.object({
    ...saveBase,
    name: requiredText(150),
    code: code(20),
    description: optionalText(500),
  }),
});

export const timelineList = defineReferenceEntity({
  table: timelines,
  label: 'Timeline',
  duplicateText: 'same code',
  listSpec: adminListSpec(timelines, {
    sortable: { name: timelines.name, code: timelines.code, days: timelines.days },
    defaultSort: 'name',
    filterable: {
      name: { column: timelines.name, match: 'contains' },
      code: { column: timelines.code, match: 'equals' },
    },
  }),
  inputSchema: z.object({
    ...saveBase,
    name: requiredText(150),
    code: code(40),
    days: z.number().int().min(0).max(3650),
    description: optionalText(500),
  }),
});

export const selectionReasonList = defineReferenceEntity({
  table: procurementMethodSelectionReasons,
  label: 'Selection reason',
  duplicateText: 'same wording',
  listSpec: adminListSpec(procurementMethodSelectionReasons, {
    sortable: {
      reason: procurementMethodSelectionReasons.reason,
      createdAt: procurementMethodSelectionReasons.createdAt,
    },
    defaultSort: 'reason',
    filterable: {
      reason: { column: procurementMethodSelectionReasons.reason, match: 'contains' },
    },
  }),
  inputSchema: z.object({
    ...saveBase,
    reason: requiredText(500, 2),
    procurementMethodUuid: uuidInput.nullish(),
  }),
  toColumns: async ({ uuid: _uuid, procurementMethodUuid, ...columns }, db) => ({
    ...columns,
    procurementMethodId: await idOfLiveUuid(
      db,
      procurementMethods,
      procurementMethodUuid,
      'Unknown procurement method',
    ),
  }),
});

export const unspscCodeList = defineReferenceEntity({
  table: unspscCodes,
  label: 'UNSPSC code',
  duplicateText: 'same code',
  maxListSize: 20000,
  listSpec: adminListSpec(unspscCodes, {
    sortable: { code: unspscCodes.code, title: unspscCodes.title },
    defaultSort: 'code',
    filterable: {
      code: { column: unspscCodes.code, match: 'contains' },
      title: { column: unspscCodes.title, match: 'contains' },
      level: { column: unspscCodes.level, match: 'equals' },
      parentCode: { column: unspscCodes.parentCode, match: 'equals' },
    },
    enumFields: ['level'],
  }),
  inputSchema: z.object({
    ...saveBase,
    code: z.string().regex(/^\d{8}$/, { error: 'A UNSPSC code is 8 digits' }),
    title: requiredText(300),
    level: z.enum(unspscLevels),
    parentCode: z
      .string()
      .regex(/^\d{8}$/)
      .nullish()
      .transform((value) => value || null),
  }),
});

const specificationSettingInput = z.object({
  ...saveBase,
  unspscCode: z.string().regex(/^\d{8}$/, { error: 'A UNSPSC code is 8 digits' }),
  fieldName: requiredText(150),
  fieldType: z.enum(specificationFieldTypes),
  unitOfMeasureUuid: uuidInput.nullish(),
  gfsCodeUuid: uuidInput.nullish(),
  isRequired: z.boolean().default(false),
  status: z.enum(['ACTIVE', 'INACTIVE']).default('ACTIVE'),
});

export const specificationSettingList = defineReferenceEntity({
  table: specificationSettings,
  label: 'Specification setting',
  listSpec: adminListSpec(specificationSettings, {
    sortable: {
      fieldName: specificationSettings.fieldName,
      unspscCode: specificationSettings.unspscCode,
      status: specificationSettings.status,
      createdAt: specificationSettings.createdAt,
    },
    defaultSort: 'fieldName',
    filterable: {
      fieldName: { column: specificationSettings.fieldName, match: 'contains' },
      unspscCode: { column: specificationSettings.unspscCode, match: 'equals' },
      fieldType: { column: specificationSettings.fieldType, match: 'equals' },
      status: { column: specificationSettings.status, match: 'equals' },
    },
    enumFields: ['fieldType', 'status'],
  }),
  inputSchema: specificationSettingInput,
  toColumns: async ({ uuid: _uuid, unitOfMeasureUuid, gfsCodeUuid, ...columns }, db) => {
    const [commodity] = await db
      .select({ id: unspscCodes.id })
      .from(unspscCodes)
      .where(and(eq(unspscCodes.code, columns.unspscCode), eq(unspscCodes.deleted, false)));
    if (!commodity) throw new AppError(ResponseCode.INVALID_INPUT, 'Unknown UNSPSC code');
    return {
      ...columns,
      unitOfMeasureId: await idOfLiveUuid(
        db,
        unitsOfMeasure,
        unitOfMeasureUuid,
        'Unknown unit of measure',
      ),
      gfsCodeId: await idOfLiveUuid(db, gfsCodes, gfsCodeUuid, 'Unknown GFS code'),
    };
  },
});

export const specificationRelations: RelationSpec[] = [
  {
    key: 'unitOfMeasureId',
    as: 'unitOfMeasure',
    table: unitsOfMeasure,
    fields: { name: unitsOfMeasure.name, symbol: unitsOfMeasure.symbol },
  },
  {
    key: 'gfsCodeId',
    as: 'gfsCode',
    table: gfsCodes,
    fields: { uuid: gfsCodes.uuid, code: gfsCodes.code, description: gfsCodes.description },
  },
];

export const inspectionTestList = defineReferenceEntity({
  table: inspectionTests,
  label: 'Inspection test',
  listSpec: adminListSpec(inspectionTests, {
    sortable: {
      inspectionTestQuestion: inspectionTests.inspectionTestQuestion,
      createdAt: inspectionTests.createdAt,
    },
    defaultSort: 'createdAt',
    filterable: {
      inspectionTestQuestion: { column: inspectionTests.inspectionTestQuestion, match: 'contains' },
      inputType: { column: inspectionTests.inputType, match: 'equals' },
    },
    enumFields: ['inputType'],
  }),
  inputSchema: z.object({
    ...saveBase,
    inspectionTestQuestion: requiredText(500),
    inputType: z.enum(inspectionInputTypes),
  }),
});

export const scheduleOfRequirementsList = defineReferenceEntity({
  table: schedulesOfRequirements,
  label: 'Schedule of requirements',
  listSpec: adminListSpec(schedulesOfRequirements, {
    sortable: { name: schedulesOfRequirements.name, createdAt: schedulesOfRequirements.createdAt },
    defaultSort: 'name',
    filterable: {
      name: { column: schedulesOfRequirements.name, match: 'contains' },
    },
  }),
  inputSchema: z.object({
    ...saveBase,
    name: requiredText(200),
    description: optionalText(1000),
    procurementCategoryUuid: uuidInput,
  }),
  toColumns: async ({ uuid: _uuid, procurementCategoryUuid, ...columns }, db) => ({
    ...columns,
    procurementCategoryId: await procurementCategoryId(procurementCategoryUuid)(db),
  }),
});

export const lotGroupList = defineReferenceEntity({
  table: lotGroups,
  label: 'Lot group',
  listSpec: adminListSpec(lotGroups, {
    sortable: { name: lotGroups.name, createdAt: lotGroups.createdAt },
    defaultSort: 'name',
    filterable: { name: { column: lotGroups.name, match: 'contains' } },
  }),
  inputSchema: z.object({
    ...saveBase,
    name: requiredText(150, 2),
    description: optionalText(500),
  }),
});
