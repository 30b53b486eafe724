import { and, asc, eq } from 'drizzle-orm';
import { ResponseCode } from '../../contract/responseCodes';
import { AppError } from '../errors';
import type { Db } from './client';
import { liveIdByUuid, parseUuid } from './entityTable';
import { tenderCategories } from './schema/referenceData';
import { tenderers, tendererTenderCategories } from './schema/tenderers';

/**
 * Small look-ups of tender categories, shared by the tenderers domain (its registration certificate),
 * the reference lists (categories offered to a user, a procurement category's contract types and
 * schedules of requirements) and their seeds.
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

/** Every tender category's id by its code, deleted ones included: what seeds link their rows to. */
export async function tenderCategoryIdsByCode(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: tenderCategories.id, code: tenderCategories.code })
    .from(tenderCategories);
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** The live id of a procurement category (a tender category) named by uuid, or NOT_FOUND. */
export async function liveProcurementCategoryId(db: Db, uuid: string): Promise<number> {
  const category = await liveIdByUuid(db, tenderCategories, parseUuid(uuid));
  if (category === undefined) {
    throw new AppError(ResponseCode.NOT_FOUND, 'Procurement category not found');
  }
  return category;
}
