import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { financialYearStartingIn } from '../../../contract/financialYears';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { parseUuid } from '../../db/entityTable';
import { financialYears } from '../../db/schema/planning';
import { AppError } from '../../errors';

type FinancialYear = typeof financialYears.$inferSelect;

const live = eq(financialYears.deleted, false);
/** The nesting of the spec: data.financialYear. */
const nested = (financialYear: FinancialYear | null) => ({ financialYear });

export const financialYearInputSchema = z.object({
  startYear: z.number().int().min(2000).max(2100),
});

export async function listFinancialYears(db: Db) {
  return db
    .select()
    .from(financialYears)
    .where(live)
    .orderBy(desc(financialYears.startDate))
    .limit(200);
}

async function findCurrent(db: Db) {
  const [current] = await db
    .select()
    .from(financialYears)
    .where(and(live, eq(financialYears.isCurrent, true)));
  return current ?? null;
}

export async function currentFinancialYear(db: Db) {
  const current = await findCurrent(db);
  if (!current) throw new AppError(ResponseCode.NOT_FOUND, 'No current financial year');
  return nested(current);
}

/** The current year and the next one by start date (the next may not exist yet). */
export async function twoFinancialYears(db: Db) {
  const current = await findCurrent(db);
  if (!current) return [];
  const [next] = await db
    .select()
    .from(financialYears)
    .where(and(live, gt(financialYears.startDate, current.startDate)))
    .orderBy(asc(financialYears.startDate))
    .limit(1);
  return next ? [current, next] : [current];
}

export async function createFinancialYear(db: Db, user: AuthUser, input: unknown) {
  const { startYear } = financialYearInputSchema.parse(input);
  const [created] = await db
    .insert(financialYears)
    .values({ ...financialYearStartingIn(startYear), createdBy: user.email })
    .returning();
  return nested(created);
}

async function findLiveYear(db: Db, uuid: string) {
  const [year] = await db
    .select()
    .from(financialYears)
    .where(and(live, eq(financialYears.uuid, parseUuid(uuid))));
  if (!year) throw new AppError(ResponseCode.NOT_FOUND, 'Financial year not found');
  return year;
}

/** Makes a year current when none is; with a current year, the switch must say which it replaces. */
export async function makeCurrent(db: Db, user: AuthUser, financialYearUuid: string) {
  const year = await findLiveYear(db, financialYearUuid);
  if (await findCurrent(db)) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      'A financial year is already current; switch it with updateCurrentFinancialYear',
    );
  }
  return nested(await setCurrent(db, user, year.id));
}

/** Switches the current year, only if `currentUuid` is still the current one (two admins at once). */
export async function switchCurrent(db: Db, user: AuthUser, newUuid: string, currentUuid: string) {
  const next = await findLiveYear(db, newUuid);
  const current = await findCurrent(db);
  if (!current || current.uuid !== parseUuid(currentUuid)) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      'The current financial year has changed; reload',
    );
  }
  if (next.id === current.id) return nested(current);
  return nested(
    await db.transaction(async (tx) => {
      await tx
        .update(financialYears)
        .set({ isCurrent: false, updatedBy: user.email, updatedAt: new Date() })
        .where(eq(financialYears.id, current.id));
      return setCurrent(tx, user, next.id);
    }),
  );
}

async function setCurrent(db: Pick<Db, 'update'>, user: AuthUser, id: number) {
  const [updated] = await db
    .update(financialYears)
    .set({ isCurrent: true, updatedBy: user.email, updatedAt: new Date() })
    .where(eq(financialYears.id, id))
    .returning();
  return updated;
}
