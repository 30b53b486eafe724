import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ocdsMethods } from '../../../contract/procurementReference';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { fetchAppPage, type AppInput } from '../../db/appPaging';
import { tableListSpec } from '../../db/paging';
import {
  findLiveByUuid,
  parseUuid,
  liveIdByUuid,
  softDeleteById,
  updateLiveByUuid,
  liveIdsByUuids,
} from '../../db/entityTable';
import { recordVersion } from '../../../contract/validation';
import {
  annualProcurementPlanItems,
  annualProcurementPlans,
  procurementMethods,
} from '../../db/schema/planning';
import { procurementMethodCategories } from '../../db/schema/procurementReference';
import { tenderCategories } from '../../db/schema/referenceData';
import { AppError, isUniqueViolation } from '../../errors';
import { requiredText } from '../../validation/inputs';
import { swahiliColumns, swahiliFieldsOf } from '../../reference-kit/translations';

/** createUpdateProcurementMethod(procurementMethod): no uuid creates, a uuid updates. */
export const procurementMethodInputSchema = z.object({
  uuid: z.uuid().nullish(),
  name: requiredText(150),
  code: requiredText(20).regex(/^[A-Z0-9_-]+$/, {
    error: 'Code: capital letters, digits, - and _',
  }),
  ocdsMethod: z.enum(ocdsMethods),
  active: z.boolean().nullish(),
  /** The categories the method may be used for; an update replaces them. */
  procurementCategoryUuids: z.array(z.uuid()).max(20).default([]),
  version: recordVersion,
});

type Method = typeof procurementMethods.$inferSelect;

const categoryIds = (db: Db, uuids: string[]) =>
  liveIdsByUuids(db, tenderCategories, uuids, 'Unknown procurement category');

/** Creates or updates a method and replaces its categories, in one transaction. */
export async function saveProcurementMethod(
  db: Db,
  user: AuthUser,
  rawInput: unknown,
): Promise<{ row: Method; created: boolean }> {
  const input = procurementMethodInputSchema.parse(rawInput);
  const categories = await categoryIds(db, input.procurementCategoryUuids);
  const fields = {
    name: input.name,
    code: input.code,
    ocdsMethod: input.ocdsMethod,
    // The Swahili name, as every reference list saves it (reference-kit/translations.ts).
    ...swahiliColumns(swahiliFieldsOf(procurementMethods), rawInput),
  };
  try {
    return await db.transaction(async (tx) => {
      const method = input.uuid
        ? await updateLiveByUuid<Method>(
            tx,
            procurementMethods,
            input.uuid,
            { ...fields, ...(input.active == null ? {} : { active: input.active }) },
            user.email,
            undefined,
            input.version,
            'Procurement method not found',
          )
        : (
            await tx
              .insert(procurementMethods)
              .values({ ...fields, active: input.active ?? true, createdBy: user.email })
              .returning()
          )[0];
      await tx
        .delete(procurementMethodCategories)
        .where(eq(procurementMethodCategories.procurementMethodId, method.id));
      if (categories.length > 0) {
        await tx.insert(procurementMethodCategories).values(
          categories.map((procurementCategoryId) => ({
            procurementMethodId: method.id,
            procurementCategoryId,
          })),
        );
      }
      return { row: method, created: !input.uuid };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        ResponseCode.DUPLICATE,
        'A procurement method with the same code already exists',
      );
    }
    throw error;
  }
}

/** getProcurementMethodInCategory(uuid): the live, active methods allowed for a category, by name. */
export async function listMethodsInCategory(db: Db, categoryUuid: string) {
  const categoryId = await liveIdByUuid(db, tenderCategories, parseUuid(categoryUuid));
  if (categoryId === undefined) {
    throw new AppError(ResponseCode.NOT_FOUND, 'Procurement category not found');
  }
  return db
    .select({
      id: procurementMethods.id,
      uuid: procurementMethods.uuid,
      name: procurementMethods.name,
      nameSw: procurementMethods.nameSw,
      code: procurementMethods.code,
      ocdsMethod: procurementMethods.ocdsMethod,
      active: procurementMethods.active,
    })
    .from(procurementMethodCategories)
    .innerJoin(
      procurementMethods,
      eq(procurementMethods.id, procurementMethodCategories.procurementMethodId),
    )
    .where(
      and(
        eq(procurementMethodCategories.procurementCategoryId, categoryId),
        eq(procurementMethods.deleted, false),
        eq(procurementMethods.active, true),
      ),
    )
    .orderBy(asc(procurementMethods.name));
}

/**
 * The categories of a page of methods, one query for the page (ProcurementMethod.procurementCategories
 * is answered from this map).
 */
export async function categoriesOfMethods(db: Db, methodIds: number[]) {
  if (methodIds.length === 0) return new Map<number, CategorySummary[]>();
  const rows = await db
    .select({
      methodId: procurementMethodCategories.procurementMethodId,
      uuid: tenderCategories.uuid,
      code: tenderCategories.code,
      name: tenderCategories.name,
    })
    .from(procurementMethodCategories)
    .innerJoin(
      tenderCategories,
      eq(tenderCategories.id, procurementMethodCategories.procurementCategoryId),
    )
    .where(
      and(
        inArray(procurementMethodCategories.procurementMethodId, methodIds),
        eq(tenderCategories.deleted, false),
      ),
    )
    .orderBy(asc(tenderCategories.name));
  const byMethod = new Map<number, CategorySummary[]>();
  for (const { methodId, ...category } of rows) {
    byMethod.set(methodId, [...(byMethod.get(methodId) ?? []), category]);
  }
  return byMethod;
}
export type CategorySummary = { uuid: string; code: string; name: string };

/** Methods with their categories attached (lists and saves answer the same shape). */
export async function withCategories<M extends { id: number }>(db: Db, methods: M[]) {
  const byMethod = await categoriesOfMethods(
    db,
    methods.map((method) => method.id),
  );
  return methods.map((method) => ({
    ...method,
    procurementCategories: byMethod.get(method.id) ?? [],
  }));
}

const methodList = tableListSpec(procurementMethods, {
  sortable: ['name', 'code'],
  defaultSort: 'name',
  // uuid: one method by its uuid (the edit screen).
  filterable: { name: 'contains', code: 'equals', ocdsMethod: 'equals', uuid: 'equals' },
  enumFields: ['ocdsMethod'],
});

export const pageProcurementMethods = (db: Db, input: AppInput | null) =>
  fetchAppPage<typeof procurementMethods.$inferSelect>(db, procurementMethods, methodList, {
    input,
  });

/** A method still used by a live plan's live item cannot be deleted (it would leave plans dangling). */
export async function deleteProcurementMethod(
  db: Db,
  user: AuthUser,
  uuid: string,
  version?: number,
) {
  const method = await findLiveByUuid<Method>(db, procurementMethods, uuid);
  const [use] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(annualProcurementPlanItems)
    .innerJoin(
      annualProcurementPlans,
      eq(annualProcurementPlans.id, annualProcurementPlanItems.planId),
    )
    .where(
      and(
        eq(annualProcurementPlanItems.procurementMethodId, method.id),
        eq(annualProcurementPlanItems.deleted, false),
        eq(annualProcurementPlans.deleted, false),
      ),
    );
  if (use.n > 0) {
    throw new AppError(
      ResponseCode.IN_USE,
      'The procurement method is used by annual procurement plans',
    );
  }
  const deleted = await softDeleteById(db, procurementMethods, method.id, user.email, version);
  return deleted;
}
