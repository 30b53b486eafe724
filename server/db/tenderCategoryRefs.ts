import { and, asc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { tenderCategories } from './schema/referenceData';
import { tenderers, tendererTenderCategories } from './schema/tenderers';

/**
 * Small look-ups of the tender categories a tenderer is registered for, shared by the tenderers
 * domain (its registration certificate) and the reference lists (categories offered to a user).
 */

/** The live tender categories the tenderer is registered for, by name. */
export async function registeredTenderCategories(db: Db, tendererId: number) {
  const rows = await db
    .select({ category: tenderCategories })
    .from(tendererTenderCategories)
    .innerJoin(tenderCategories, eq(tenderCategories.id, tendererTenderCategories.tenderCategoryId))
    .where(
      and(eq(tendererTenderCategories.tendererId, tendererId), eq(tenderCategories.deleted, false)),
    )
    .orderBy(asc(tenderCategories.name));
  return rows.map((row) => row.category);
}

/**
 * getUserTenderCategoryByAssignment: a tenderer's user gets the categories its tenderer is registered
 * for; anyone else (institution staff, who may procure in every category) every active category.
 */
export async function tenderCategoriesAssignedTo(db: Db, user: { id: number }) {
  const [tenderer] = await db
    .select({ id: tenderers.id })
    .from(tenderers)
    .where(and(eq(tenderers.userId, user.id), eq(tenderers.deleted, false)))
    .limit(1);
  if (tenderer) {
    return (await registeredTenderCategories(db, tenderer.id)).filter(
      (category) => category.active,
    );
  }
  return db
    .select()
    .from(tenderCategories)
    .where(and(eq(tenderCategories.deleted, false), eq(tenderCategories.active, true)))
    .orderBy(asc(tenderCategories.name));
}
