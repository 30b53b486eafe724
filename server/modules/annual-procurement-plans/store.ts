import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { procurementCategories } from '../../../contract/planning';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { fetchAppPage, type AppInput } from '../../db/appPaging';
import { parseUuid, liveIdByUuid } from '../../db/entityTable';
import {
  annualProcurementPlanItems,
  annualProcurementPlans,
  financialYears,
  procurementMethods,
} from '../../db/schema/planning';
import { AppError } from '../../errors';
import { requiredText } from '../../reference-kit/inputs';
import { tableListSpec } from '../../db/paging';

type Plan = typeof annualProcurementPlans.$inferSelect;

export const planInputSchema = z.object({
  title: requiredText(250),
  description: z.string().trim().max(4000).nullish(),
  financialYearUuid: z.uuid(),
  items: z
    .array(
      z.object({
        description: requiredText(500),
        category: z.enum(procurementCategories),
        procurementMethodUuid: z.uuid(),
        estimatedAmount: z.number().positive().max(1e15),
      }),
    )
    .min(1)
    .max(500),
});

const planList = tableListSpec(annualProcurementPlans, {
  sortable: ['createdAt', 'title', 'status'],
  defaultSort: 'createdAt',
  defaultDirection: 'DESC',
  filterable: { title: 'contains', status: 'equals' },
  enumFields: ['status'],
});

/** A plan of the user's own institution; anyone else's is NOT_FOUND (not even its existence shows). */
async function findOwnPlan(db: Db, user: AuthUser, uuid: string): Promise<Plan> {
  const [plan] = await db
    .select()
    .from(annualProcurementPlans)
    .where(
      and(
        eq(annualProcurementPlans.uuid, parseUuid(uuid)),
        eq(annualProcurementPlans.institutionId, user.institutionId ?? -1),
        eq(annualProcurementPlans.deleted, false),
      ),
    );
  if (!plan) throw new AppError(ResponseCode.NOT_FOUND, 'Annual procurement plan not found');
  return plan;
}

/** Plans with their year and items, in the shape of the GraphQL type (one query per kind). */
async function describePlans(db: Db, plans: Plan[]) {
  if (plans.length === 0) return [];
  const years = await db
    .select({ id: financialYears.id, uuid: financialYears.uuid, code: financialYears.code })
    .from(financialYears)
    .where(inArray(financialYears.id, [...new Set(plans.map((p) => p.financialYearId))]));
  const items = await db
    .select({
      planId: annualProcurementPlanItems.planId,
      uuid: annualProcurementPlanItems.uuid,
      description: annualProcurementPlanItems.description,
      category: annualProcurementPlanItems.category,
      estimatedAmount: annualProcurementPlanItems.estimatedAmount,
      procurementMethodUuid: procurementMethods.uuid,
      procurementMethodName: procurementMethods.name,
      ocdsMethod: procurementMethods.ocdsMethod,
    })
    .from(annualProcurementPlanItems)
    .innerJoin(
      procurementMethods,
      eq(procurementMethods.id, annualProcurementPlanItems.procurementMethodId),
    )
    .where(
      and(
        inArray(
          annualProcurementPlanItems.planId,
          plans.map((p) => p.id),
        ),
        eq(annualProcurementPlanItems.deleted, false),
      ),
    )
    .orderBy(asc(annualProcurementPlanItems.id));
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

/** Creates or replaces a plan and its items in one transaction. */
export async function savePlan(db: Db, user: AuthUser, rawInput: unknown, uuid?: string) {
  if (!user.institutionId) {
    throw new AppError(ResponseCode.FORBIDDEN, 'Only staff of a procuring entity keep plans');
  }
  const input = planInputSchema.parse(rawInput);
  const existing = uuid ? await findOwnPlan(db, user, uuid) : undefined;
  const { financialYearId, methodId } = await resolveReferences(db, input);
  const fields = {
    title: input.title,
    description: input.description ?? null,
    financialYearId,
  };
  const saved = await db.transaction(async (tx) => {
    const [plan] = existing
      ? await tx
          .update(annualProcurementPlans)
          .set({ ...fields, updatedAt: new Date(), updatedBy: user.email })
          .where(eq(annualProcurementPlans.id, existing.id))
          .returning()
      : await tx
          .insert(annualProcurementPlans)
          .values({ ...fields, institutionId: user.institutionId!, createdBy: user.email })
          .returning();
    if (existing) {
      await tx
        .update(annualProcurementPlanItems)
        .set({ deleted: true, updatedAt: new Date(), updatedBy: user.email })
        .where(eq(annualProcurementPlanItems.planId, plan.id));
    }
    await tx.insert(annualProcurementPlanItems).values(
      input.items.map((item) => ({
        planId: plan.id,
        description: item.description,
        category: item.category,
        procurementMethodId: methodId.get(item.procurementMethodUuid)!,
        estimatedAmount: String(item.estimatedAmount),
        createdBy: user.email,
      })),
    );
    return plan;
  });
  return findPlan(db, user, saved.uuid);
}

export async function deletePlan(db: Db, user: AuthUser, uuid: string) {
  const plan = await findPlan(db, user, uuid);
  await db
    .update(annualProcurementPlans)
    .set({ deleted: true, updatedAt: new Date(), updatedBy: user.email })
    .where(eq(annualProcurementPlans.uuid, plan.uuid));
  return plan;
}
