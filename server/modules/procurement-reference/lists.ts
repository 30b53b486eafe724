import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
import { tableListSpec, type TableListFields } from '../../db/paging';
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
import { optionalText, requiredText } from '../../validation/inputs';
import { idOfLiveUuid, type RelationSpec } from '../../reference-kit/relations';

/**
 * The app service's procurement reference lists (special days, GFS codes, units of measure, sources of
 * funds, contract types, UNSPSC codes...), each one definition on the generic reference mechanism
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
  fields: {
    uuid: tenderCategories.uuid,
    code: tenderCategories.code,
    name: tenderCategories.name,
    nameSw: tenderCategories.nameSw,
  },
};

const procurementCategoryId = (uuid: string) => (db: Db) =>
  idOfLiveUuid(db, tenderCategories, uuid, 'Unknown procurement category');

/**
 * A list spec with what the administration screens always offer besides its own fields: sort by
 * active and createdAt, filter active (true or false).
 */
function adminListSpec<T extends PgTable & { active: PgColumn; createdAt: PgColumn }>(
  table: T,
  fields: TableListFields<T>,
): AppListSpec {
  const spec = tableListSpec(table, fields);
  return {
    ...spec,
    sortable: { active: table.active, createdAt: table.createdAt, ...spec.sortable },
    filterable: { active: { column: table.active, match: 'boolean' }, ...spec.filterable },
  };
}

/**
 * A list known by its code (sources of funds, contract types, selection methods, timelines): a name
 * searched by its words, a code matched whole and unique, sorted by name; a duplicate is the same code.
 */
function codedListSpec<T extends PgTable & { active: PgColumn; createdAt: PgColumn }>(
  table: T,
  ...alsoSortable: TableListFields<T>['sortable']
) {
  return adminListSpec(table, {
    sortable: ['name', 'code', ...alsoSortable] as TableListFields<T>['sortable'],
    defaultSort: 'name',
    filterable: { name: 'contains', code: 'equals' } as TableListFields<T>['filterable'],
  });
}

/** A coded list's save input: name, its code (up to codeLength), a description, and its own fields. */
const codedListInput = <Extra extends z.ZodRawShape>(codeLength: number, extra: Extra) =>
  z.object({
    ...saveBase,
    name: requiredText(150),
    code: code(codeLength),
    description: optionalText(500),
    ...extra,
  });

export const specialDayList = defineReferenceEntity({
  table: specialDays,
  label: 'Special day',
  duplicateText: 'same date',
  listSpec: adminListSpec(specialDays, {
    sortable: ['date', 'name', 'createdAt'],
    defaultSort: 'date',
    filterable: { name: 'contains', date: 'equals' },
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
    sortable: ['date', 'name', 'type'],
    defaultSort: 'date',
    filterable: { name: 'contains', date: 'equals', type: 'equals' },
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
    sortable: ['code', 'description'],
    defaultSort: 'code',
    filterable: { code: 'contains', description: 'contains', category: 'equals' },
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
  listSpec: codedListSpec(sourcesOfFunds),
  inputSchema: codedListInput(20, {}),
});

export const contractTypeList = defineReferenceEntity({
  table: contractTypes,
  label: 'Contract type',
  duplicateText: 'same code',
  listSpec: codedListSpec(contractTypes),
  inputSchema: codedListInput(30, { procurementCategoryUuid: uuidInput }),
  // A CSV file names the category by code or name (the kit's import).
  references: {
    procurementCategoryUuid: { table: tenderCategories, column: 'procurementCategoryId' },
  },
  toColumns: async ({ uuid: _uuid, procurementCategoryUuid, ...columns }, db) => ({
    ...columns,
    procurementCategoryId: await procurementCategoryId(procurementCategoryUuid)(db),
  }),
});

export const selectionMethodList = defineReferenceEntity({
  table: selectionMethods,
  label: 'Selection method',
  duplicateText: 'same code',
  listSpec: codedListSpec(selectionMethods),
  inputSchema: codedListInput(20, {}),
});

export const timelineList = defineReferenceEntity({
  table: timelines,
  label: 'Timeline',
  duplicateText: 'same code',
  listSpec: codedListSpec(timelines, 'days'),
  inputSchema: codedListInput(40, { days: z.number().int().min(0).max(3650) }),
});

export const selectionReasonList = defineReferenceEntity({
  table: procurementMethodSelectionReasons,
  label: 'Selection reason',
  duplicateText: 'same wording',
  listSpec: adminListSpec(procurementMethodSelectionReasons, {
    sortable: ['reason', 'createdAt'],
    defaultSort: 'reason',
    filterable: { reason: 'contains' },
  }),
  inputSchema: z.object({
    ...saveBase,
    reason: requiredText(500, 2),
    procurementMethodUuid: uuidInput.nullish(),
  }),
  references: {
    procurementMethodUuid: { table: procurementMethods, column: 'procurementMethodId' },
  },
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
    sortable: ['code', 'title'],
    defaultSort: 'code',
    filterable: { code: 'contains', title: 'contains', level: 'equals', parentCode: 'equals' },
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
    sortable: ['fieldName', 'unspscCode', 'status', 'createdAt'],
    defaultSort: 'fieldName',
    filterable: {
      fieldName: 'contains',
      unspscCode: 'equals',
      fieldType: 'equals',
      status: 'equals',
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
    sortable: ['inspectionTestQuestion', 'createdAt'],
    defaultSort: 'createdAt',
    filterable: { inspectionTestQuestion: 'contains', inputType: 'equals' },
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
    sortable: ['name', 'createdAt'],
    defaultSort: 'name',
    filterable: { name: 'contains' },
  }),
  inputSchema: z.object({
    ...saveBase,
    name: requiredText(200),
    description: optionalText(1000),
    procurementCategoryUuid: uuidInput,
  }),
  references: {
    procurementCategoryUuid: { table: tenderCategories, column: 'procurementCategoryId' },
  },
  toColumns: async ({ uuid: _uuid, procurementCategoryUuid, ...columns }, db) => ({
    ...columns,
    procurementCategoryId: await procurementCategoryId(procurementCategoryUuid)(db),
  }),
});

export const lotGroupList = defineReferenceEntity({
  table: lotGroups,
  label: 'Lot group',
  listSpec: adminListSpec(lotGroups, {
    sortable: ['name', 'createdAt'],
    defaultSort: 'name',
    filterable: { name: 'contains' },
  }),
  inputSchema: z.object({
    ...saveBase,
    name: requiredText(150, 2),
    description: optionalText(500),
  }),
});
