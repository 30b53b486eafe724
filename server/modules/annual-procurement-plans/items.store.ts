import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { annualProcurementPlanItems, procurementMethods } from '../../db/schema/planning';

/**
 * Live plan items with their procurement method, in the order they were added: what a plan shows and
 * what its open-data releases describe. `where` says which plans' items (and any further condition).
 */
export function liveItemsWithMethods(db: Db, where: SQL | undefined) {
  return db
    .select({
      planId: annualProcurementPlanItems.planId,
      uuid: annualProcurementPlanItems.uuid,
      ocid: annualProcurementPlanItems.ocid,
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
    .where(and(where, eq(annualProcurementPlanItems.deleted, false)))
    .orderBy(asc(annualProcurementPlanItems.id));
}

/** A plan's live items as its save takes them: what a restore of the plan sends to keep them. */
export async function currentItems(db: Db, planId: number) {
  const items = await liveItemsWithMethods(db, eq(annualProcurementPlanItems.planId, planId));
  return items.map((item) => ({
    uuid: item.uuid,
    description: item.description,
    category: item.category,
    procurementMethodUuid: item.procurementMethodUuid,
    estimatedAmount: Number(item.estimatedAmount),
  }));
}
