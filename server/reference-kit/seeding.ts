import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * How a module seeds a list without a natural key: once, while its table has never had a row (deleted
 * rows included). Afterwards administrators own the list; a renamed or deleted entry is not brought back.
 */
export async function seedOnce(db: Db, table: PgTable, insert: () => Promise<unknown>) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .limit(1);
  if (!row) await insert();
}

/** seedOnce of rows known beforehand (none: nothing is inserted). */
export function seedRowsOnce<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  return seedOnce(db, table, async () => {
    if (rows.length > 0) await db.insert(table).values(rows);
  });
}

/** The ids of the live rows with these codes, by code: what a seed links its rows to. */
export async function liveIdsByCode(
  db: Db,
  table: PgTable & { id: PgColumn; code: PgColumn; deleted: PgColumn },
  codes: string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: table.id, code: table.code })
    .from(table as PgTable)
    .where(and(inArray(table.code, codes), eq(table.deleted, false)));
  return new Map(rows.map((row) => [row.code as string, row.id as number]));
}

/** Seed rows of a list of names with an optional description, created by the system. */
export const namedRows = (rows: [name: string, description?: string][]) =>
  rows.map(([name, description]) => ({
    name,
    description: description ?? null,
    createdBy: 'system',
  }));
