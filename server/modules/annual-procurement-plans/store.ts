import crypto from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { procurementCategories } from '../../../contract/planning';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import { actsAcrossInstitutions } from '../../auth/institutionScope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { fetchAppPage, type AppInput } from '../../db/appPaging';
import { atVersion, findLiveByUuid, liveIdByUuid, staleOrNotFound } from '../../db/entityTable';
import { recordVersion } from '../../../contract/validation';
import {
  annualProcurementPlanItems,
  annualProcurementPlans,
  financialYears,
  procurementMethods,
} from '../../db/schema/planning';
import { AppError } from '../../errors';
import { requiredText } from '../../validation/inputs';
import { tableListSpec } from '../../db/paging';
import { appendPlanReleases } from './ocdsStore';
import { liveItemsWithMethods } from './items.store';

type Plan = typeof annualProcurementPlans.$inferSelect;

export const planInputSchema = z.object({
  title: requiredText(250),
  description: z.string().trim().max(4000).nullish(),
  financialYearUuid: z.uuid(),
  items: z
    .array(
      z.object({
        /** The planned procurement being edited (it keeps its ocid); absent for a new one. */
        uuid: z.uuid().nullish(),
        description: requiredText(500),
        category: z.enum(procurementCategories),
        procurementMethodUuid: z.uuid(),
        estimatedAmount: z.number().positive().max(1e15),
      }),
    )
    .min(1)
    .max(500),
  version: recordVersion,
});

const planList = tableListSpec(annualProcurementPlans, {
  sortable: ['createdAt', 'title', 'status'],
  defaultSort: 'createdAt',
  defaultDirection: 'DESC',
  filterable: { title: 'contains', status: 'equals' },
  enumFields: ['status'],
});

/**
 * A plan of the user's own institution (any institution's for who acts across institutions, when
 * `acrossInstitutions`); anyone else's is NOT_FOUND (not even its existence shows).
 */
async function findOwnPlan(
  db: Db,
  user: AuthUser,
  uuid: string,
  { acrossInstitutions = false } = {},
): Promise<Plan> {
  const scope =
    acrossInstitutions && actsAcrossInstitutions(user)
      ? undefined
      : eq(annualProcurementPlans.institutionId, user.institutionId ?? -1);
  return findLiveByUuid<Plan>(
    db,
    annualProcurementPlans,
    uuid,
    scope,
    'Annual procurement plan not found',
  );
}

/** Plans with their year and items, in the shape of the GraphQL type (one query per kind). */
async function describePlans(db: Db, plans: Plan[]) {
  if (plans.length === 0) return [];
  const years = await db
    .select({ id: financialYears.id, uuid: financialYears.uuid, code: financialYears.code })
    .from(financialYears)
    .where(inArray(financialYears.id, [...new Set(plans.map((p) => p.financialYearId))]));
  const items = await liveItemsWithMethods(
    db,
    inArray(
      annualProcurementPlanItems.planId,
      plans.map((p) => p.id),
    ),
  );
  return plans.map((plan) => {
    const year = years.find((y) => y.id === plan.financialYearId);
    const planItems = items
      .filter((item) => item.planId === plan.id)
      .map((item) => ({ ...item, estimatedAmount: Number(item.estimatedAmount) }));
    return {
      ...plan,
      financialYearUuid: year?.uuid ?? '',
      financialYearCode: year?.code ?? '',
      totalAmount: planItems.reduce((sum, item) => sum + item.estimatedAmount, 0),
      items: planItems,
    };
  });
}
export type DescribedPlan = Awaited<ReturnType<typeof describePlans>>[number];

export async function pagePlans(
  db: Db,
  user: AuthUser,
  input: AppInput | null,
  withMetaData: boolean,
) {
  const page = await fetchAppPage<Plan>(db, annualProcurementPlans, planList, {
    input,
    withMetaData,
    scope: eq(annualProcurementPlans.institutionId, user.institutionId ?? -1),
  });
  return { ...page, rows: await describePlans(db, page.rows) };
}

/**
 * Why a save or delete of a plan changed nothing: it moved on from the version the client read
 * (9012, with the plan as the operations answer it), or it is gone.
 */
const stalePlan = (db: Pick<Db, 'select'>, id: number) =>
  staleOrNotFound(
    db,
    annualProcurementPlans,
    eq(annualProcurementPlans.id, id),
    undefined,
    async (row: Plan) => (await describePlans(db as Db, [row]))[0],
  );

export async function findPlan(db: Db, user: AuthUser, uuid: string): Promise<DescribedPlan> {
  const [described] = await describePlans(db, [await findOwnPlan(db, user, uuid)]);
  return described;
}

/** The year and methods a plan names, as ids; an unknown one is a clear error. */
async function resolveReferences(db: Db, input: z.infer<typeof planInputSchema>) {
  const yearId = await liveIdByUuid(db, financialYears, input.financialYearUuid);
  if (yearId === undefined)
    throw new AppError(ResponseCode.INVALID_INPUT, 'Unknown financial year');
  const methodUuids = [...new Set(input.items.map((item) => item.procurementMethodUuid))];
  const methods = await db
    .select({ id: procurementMethods.id, uuid: procurementMethods.uuid })
    .from(procurementMethods)
    .where(
      and(inArray(procurementMethods.uuid, methodUuids), eq(procurementMethods.deleted, false)),
    );
  if (methods.length !== methodUuids.length) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'Unknown procurement method');
  }
  return { financialYearId: yearId, methodId: new Map(methods.map((m) => [m.uuid, m.id])) };
}

/**
 * Creates or edits a plan and its planned procurements in one transaction. An item sent with the uuid
 * of one of the plan's items edits that row in place (it keeps its uuid and ocid); an item without
 * one is new and gets its permanent ocid; the plan's items not sent are removed. A published plan's
 * change appends its OCDS releases in the same transaction.
 */
export async function savePlan(
  db: Db,
  user: AuthUser,
  config: Config,
  rawInput: unknown,
  uuid?: string,
) {
  if (!user.institutionId) {
    throw new AppError(ResponseCode.FORBIDDEN, 'Only staff of a procuring entity keep plans');
  }
  const input = planInputSchema.parse(rawInput);
  const existing = uuid ? await findOwnPlan(db, user, uuid) : undefined;
  const { financialYearId, methodId } = await resolveReferences(db, input);
  const fields = {
    title: input.title,
    description: input.description || null,
    financialYearId,
  };
  const saved = await db.transaction(async (tx) => {
    const now = new Date();
    const [plan] = existing
      ? await tx
          .update(annualProcurementPlans)
          .set({ ...fields, updatedAt: now, updatedBy: user.email })
          .where(
            and(
              eq(annualProcurementPlans.id, existing.id),
              atVersion(annualProcurementPlans, input.version),
            ),
          )
          .returning()
      : await tx
          .insert(annualProcurementPlans)
          .values({ ...fields, institutionId: user.institutionId!, createdBy: user.email })
          .returning();
    if (!plan) throw await stalePlan(tx, existing!.id);
    await savePlanItems(
      tx,
      { planId: plan.id, isNew: !existing, now, user, config },
      input,
      methodId,
    );
    if (plan.publishedAt) await appendPlanReleases(tx, plan.id, now);
    return plan;
  });
  return findPlan(db, user, saved.uuid);
}

/**
 * The plan's items as sent: one sent with the uuid of one of the plan's items edits it in place, one
 * without is new and gets its permanent ocid, and the plan's items not sent are removed.
 */
async function savePlanItems(
  tx: Db,
  saving: { planId: number; isNew: boolean; now: Date; user: AuthUser; config: Config },
  input: z.infer<typeof planInputSchema>,
  methodId: Map<string, number>,
) {
  const { planId, isNew, now, user, config } = saving;
  const current = !isNew
    ? await tx
        .select({ id: annualProcurementPlanItems.id, uuid: annualProcurementPlanItems.uuid })
        .from(annualProcurementPlanItems)
        .where(
          and(
            eq(annualProcurementPlanItems.planId, planId),
            eq(annualProcurementPlanItems.deleted, false),
          ),
        )
    : [];
  const byUuid = new Map(current.map((item) => [item.uuid, item.id]));
  const kept = new Set<number>();
  const added: (typeof annualProcurementPlanItems.$inferInsert)[] = [];
  for (const item of input.items) {
    const values = {
      description: item.description,
      category: item.category,
      procurementMethodId: methodId.get(item.procurementMethodUuid)!,
      estimatedAmount: String(item.estimatedAmount),
    };
    const id = item.uuid ? byUuid.get(item.uuid) : undefined;
    if (id !== undefined && !kept.has(id)) {
      kept.add(id);
      await tx
        .update(annualProcurementPlanItems)
        .set({ ...values, updatedAt: now, updatedBy: user.email })
        .where(eq(annualProcurementPlanItems.id, id));
    } else {
      const itemUuid = crypto.randomUUID();
      added.push({
        ...values,
        uuid: itemUuid,
        ocid: `${config.ocidPrefix}-${itemUuid}`,
        planId,
        createdBy: user.email,
      });
    }
  }
  const removed = current.filter((item) => !kept.has(item.id)).map((item) => item.id);
  if (removed.length > 0) {
    await tx
      .update(annualProcurementPlanItems)
      .set({ deleted: true, updatedAt: now, updatedBy: user.email })
      .where(inArray(annualProcurementPlanItems.id, removed));
  }
  if (added.length > 0) await tx.insert(annualProcurementPlanItems).values(added);
}

/** Deletes a plan; a published one publishes each of its planned procurements as withdrawn. */
export async function deletePlan(db: Db, user: AuthUser, uuid: string, version?: number) {
  const plan = await findPlan(db, user, uuid);
  await db.transaction(async (tx) => {
    const now = new Date();
    const [deleted] = await tx
      .update(annualProcurementPlans)
      .set({ deleted: true, updatedAt: now, updatedBy: user.email })
      .where(
        and(eq(annualProcurementPlans.uuid, plan.uuid), atVersion(annualProcurementPlans, version)),
      )
      .returning();
    if (!deleted) throw await stalePlan(tx, plan.id);
    if (deleted.publishedAt) await appendPlanReleases(tx, deleted.id, now);
  });
  return plan;
}

/**
 * Publishes a plan as open data: from now on it and its releases are public, and every change appends
 * releases. Publishing again appends only what changed (nothing, normally).
 */
export async function publishPlan(db: Db, user: AuthUser, uuid: string) {
  const plan = await findOwnPlan(db, user, uuid, { acrossInstitutions: true });
  await db.transaction(async (tx) => {
    const now = new Date();
    if (!plan.publishedAt) {
      await tx
        .update(annualProcurementPlans)
        .set({ publishedAt: now, publishedBy: user.email })
        .where(
          and(eq(annualProcurementPlans.id, plan.id), isNull(annualProcurementPlans.publishedAt)),
        );
    }
    await appendPlanReleases(tx, plan.id, now);
  });
  const [described] = await describePlans(db, [
    await findOwnPlan(db, user, uuid, { acrossInstitutions: true }),
  ]);
  return described;
}

/**
 * What the plan publishes: each planned procurement's release as it is (or, for a change not yet
 * published, as publishing would make it), newest per ocid; nothing is written.
 */
export async function previewPlan(db: Db, user: AuthUser, uuid: string) {
  const plan = await findOwnPlan(db, user, uuid, { acrossInstitutions: true });
  return db.transaction(async (tx) => {
    const { current } = await appendPlanReleases(tx, plan.id, new Date(), { dryRun: true });
    return { plan, releases: current };
  });
}
