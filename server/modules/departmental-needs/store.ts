import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import { actsAcrossInstitutions, assertInScope } from '../../auth/institutionScope';
import { fetchAppPage, type AppInput } from '../../db/appPaging';
import type { Db } from '../../db/client';
import { atVersion, findLiveByUuid, softDeleteById, staleOrNotFound } from '../../db/entityTable';
import { recordVersion } from '../../../contract/validation';
import { financialYears } from '../../db/schema/planning';
import { departmentalNeeds, gfsCodes, unitsOfMeasure } from '../../db/schema/procurementReference';
import { tenderCategories } from '../../db/schema/referenceData';
import { AppError } from '../../errors';
import { idOfLiveUuid, withRelations } from '../../reference-kit/relations';
import { categoryRelation, specificationRelations } from './relations';
import { requiredText } from '../../validation/inputs';
import { tableListSpec } from '../../db/paging';

/**
 * Departmental needs: what a department of a procuring entity needs in a financial year, the input
 * to its annual procurement plan. Institution-owned: staff see and change their own institution's,
 * platform administrators (uaa.institution.all) every institution's.
 */

type Need = typeof departmentalNeeds.$inferSelect;

/**
 * The rows the caller may see: their institution's (none without one), or all for platform
 * administrators.
 */
export const institutionCondition = (user: AuthUser, column: PgColumn): SQL | undefined =>
  actsAcrossInstitutions(user) ? undefined : eq(column, user.institutionId ?? -1);

const needList = tableListSpec(departmentalNeeds, {
  sortable: ['createdAt', 'departmentName', 'description', 'estimatedAmount', 'status'],
  defaultSort: 'createdAt',
  defaultDirection: 'DESC',
  filterable: { departmentName: 'contains', description: 'contains', status: 'equals' },
  enumFields: ['status'],
});

export const departmentalNeedInputSchema = z.object({
  uuid: z.uuid().nullish(),
  financialYearUuid: z.uuid(),
  departmentName: requiredText(150),
  description: requiredText(500),
  procurementCategoryUuid: z.uuid(),
  quantity: z.number().positive().max(1e10),
  unitOfMeasureUuid: z.uuid().nullish(),
  estimatedAmount: z.number().positive().max(1e15),
  gfsCodeUuid: z.uuid().nullish(),
  /** A draft is submitted by its department; a consolidated need is read-only. */
  status: z.enum(['DRAFT', 'SUBMITTED']).default('DRAFT'),
  version: recordVersion,
});

const yearRelation = {
  key: 'financialYearId',
  as: 'financialYear',
  table: financialYears,
  fields: { uuid: financialYears.uuid, code: financialYears.code },
};

async function describeNeeds(db: Db, needs: Need[]) {
  const described = await withRelations(db, needs, [
    categoryRelation,
    yearRelation,
    ...specificationRelations,
  ]);
  return described.map((need) => ({
    ...need,
    quantity: Number(need.quantity),
    estimatedAmount: Number(need.estimatedAmount),
  }));
}

/** The departmental needs list: data.items is the app envelope (rows in items.rows). */
export async function pageDepartmentalNeeds(db: Db, user: AuthUser, input: AppInput | null) {
  const page = await fetchAppPage<Need>(db, departmentalNeeds, needList, {
    input,
    scope: institutionCondition(user, departmentalNeeds.institutionId),
  });
  return { items: { ...page, rows: await describeNeeds(db, page.rows) } };
}

async function findNeedInScope(db: Db, user: AuthUser, uuid: string): Promise<Need> {
  const need = await findLiveByUuid<Need>(db, departmentalNeeds, uuid);
  assertInScope(user, need.institutionId);
  return need;
}

/** Why a save of a need changed nothing: it moved on from the version read (9012), or is gone. */
const staleNeed = (db: Db, id: number) =>
  staleOrNotFound(
    db,
    departmentalNeeds,
    eq(departmentalNeeds.id, id),
    undefined,
    async (row: Need) => (await describeNeeds(db, [row]))[0],
  );

/** Creates a need for the caller's institution or updates one in scope that is not yet consolidated. */
export async function saveDepartmentalNeed(db: Db, user: AuthUser, rawInput: unknown) {
  const input = departmentalNeedInputSchema.parse(rawInput);
  const existing = input.uuid ? await findNeedInScope(db, user, input.uuid) : undefined;
  if (existing?.status === 'CONSOLIDATED') {
    throw new AppError(ResponseCode.INVALID_INPUT, 'A consolidated need can no longer be changed');
  }
  const institutionId = existing?.institutionId ?? user.institutionId;
  if (!institutionId) {
    throw new AppError(ResponseCode.FORBIDDEN, 'Only staff of a procuring entity record needs');
  }
  const fields = {
    financialYearId: (await idOfLiveUuid(
      db,
      financialYears,
      input.financialYearUuid,
      'Unknown financial year',
    ))!,
    departmentName: input.departmentName,
    description: input.description,
    procurementCategoryId: (await idOfLiveUuid(
      db,
      tenderCategories,
      input.procurementCategoryUuid,
      'Unknown procurement category',
    ))!,
    quantity: String(input.quantity),
    unitOfMeasureId: await idOfLiveUuid(
      db,
      unitsOfMeasure,
      input.unitOfMeasureUuid,
      'Unknown unit of measure',
    ),
    estimatedAmount: String(input.estimatedAmount),
    gfsCodeId: await idOfLiveUuid(db, gfsCodes, input.gfsCodeUuid, 'Unknown GFS code'),
    status: input.status,
  };
  const [saved] = existing
    ? await db
        .update(departmentalNeeds)
        .set({ ...fields, updatedAt: new Date(), updatedBy: user.email })
        .where(
          and(eq(departmentalNeeds.id, existing.id), atVersion(departmentalNeeds, input.version)),
        )
        .returning()
    : await db
        .insert(departmentalNeeds)
        .values({ ...fields, institutionId, createdBy: user.email })
        .returning();
  if (!saved) throw await staleNeed(db, existing!.id);
  const [described] = await describeNeeds(db, [saved]);
  return { row: described, created: !existing };
}

export async function deleteDepartmentalNeed(
  db: Db,
  user: AuthUser,
  uuid: string,
  version?: number,
) {
  const need = await findNeedInScope(db, user, uuid);
  if (need.status === 'CONSOLIDATED') {
    throw new AppError(ResponseCode.IN_USE, 'The need is part of the annual procurement plan');
  }
  const deleted = await softDeleteById(
    db,
    departmentalNeeds,
    need.id,
    user.email,
    version,
    async (row: Need) => (await describeNeeds(db, [row]))[0],
  );
  const [described] = await describeNeeds(db, [deleted]);
  return described;
}
