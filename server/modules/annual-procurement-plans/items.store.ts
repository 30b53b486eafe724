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
