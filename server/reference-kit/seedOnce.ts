import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
