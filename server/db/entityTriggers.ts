import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * What every entity table keeps by the database's own triggers, and the migrations' function that
 * attaches each: row counts (count_rows_of, migration 0025), history (record_history_of, decision
 * 101) and versions (keep_versions_of, decision 103). A table has it when the trigger named here is
 * on it; the functions make the same names.
 */
const kept = [
  {
    what: 'counts',
    trigger: (table: string) => `${table}_row_counts_insert`,
    attach: (table: string) => sql`SELECT count_rows_of(${table}::text::regclass)`,
  },
  {
    what: 'history',
    trigger: () => 'history_insert',
    attach: (table: string) => sql`SELECT record_history_of(${table}::text)`,
  },
  {
    what: 'versions',
    trigger: (table: string) => `${table}_version`,
    attach: (table: string) => sql`SELECT keep_versions_of(${table}::text::regclass)`,
  },
];

/**
 * Attaches counts, history and versions to each of `tables` that lacks them (a table a migration
 * created without the three lines), in one transaction; a table that has them (every table before
 * decision 179, by its migration) is left as it is. Answers what it attached, "table: what". Runs
 * after the migrations, under their lock: several processes may start on one database at once.
 */
export async function attachEntityTriggers(db: Db, tables: readonly string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ table: string; trigger: string | null }>(sql`
      SELECT c.relname AS "table", t.tgname AS "trigger"
        FROM pg_class c LEFT JOIN pg_trigger t ON t.tgrelid = c.oid AND NOT t.tgisinternal
       WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace`);
    const triggers = new Map<string, Set<string>>();
    for (const row of rows) {
      const names = triggers.get(row.table) ?? new Set<string>();
      if (row.trigger) names.add(row.trigger);
      triggers.set(row.table, names);
    }
    const attached: string[] = [];
    for (const table of tables) {
      const present = triggers.get(table);
      if (!present) {
        throw new Error(`Table ${table} is declared by the reference kit but not in the database: \
generate its migration (npm run db:generate)`);
      }
      for (const { what, trigger, attach } of kept) {
        if (present.has(trigger(table))) continue;
        await tx.execute(attach(table));
        attached.push(`${table}: ${what}`);
      }
    }
    return attached;
  });
}
