import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The Swahili of seeded reference data (issue 19): each module that seeds a list also says its
 * Swahili names and descriptions, by the row's natural key (code, ISO code, key, else the English
 * name). The seed fills them on every start for seeded rows nobody has edited since, and migration
 * 0033 filled them once for the rows an upgraded installation already had (the same statement,
 * written out by scripts/swahiliSeedSql.ts).
 */
export interface SwahiliSeed {
  /** The table's SQL name. */
  table: string;
  /** The SQL column the rows are matched by (default name). */
  key?: string;
  /** Which Swahili columns there are (default both: name_sw and description_sw). */
  columns?: ('name_sw' | 'description_sw')[];
  /** False for a table without created_by/updated_at (global_settings). */
  audited?: boolean;
  /** [key, Swahili name, Swahili description]; null leaves the column as it is. */
  rows: [key: string, nameSw: string | null, descriptionSw?: string | null][];
}

/**
 * One UPDATE of the table: a Swahili column still empty gets the seeded text. `onlyUnedited` keeps
 * away from rows an administrator has saved (a Swahili name cleared on purpose stays cleared).
 */
export function swahiliSeedStatement(seed: SwahiliSeed, { onlyUnedited = true } = {}): SQL {
  const key = seed.key ?? 'name';
  const columns = seed.columns ?? ['name_sw', 'description_sw'];
  const values = seed.rows.map(
    ([value, nameSw, descriptionSw]) =>
      sql`(${value}::text, ${nameSw ?? null}::text, ${descriptionSw ?? null}::text)`,
  );
  const set = sql.join(
    columns.map(
      (column) =>
        sql`${sql.identifier(column)} = COALESCE(t.${sql.identifier(column)}, v.${sql.identifier(column)})`,
    ),
    sql`, `,
  );
  const empty = sql.join(
    columns.map(
      (column) =>
        sql`(t.${sql.identifier(column)} IS NULL AND v.${sql.identifier(column)} IS NOT NULL)`,
    ),
    sql` OR `,
  );
  const audited = seed.audited ?? true;
  const guard = !audited
    ? sql``
    : onlyUnedited
      ? sql` AND t.created_by = 'system' AND t.updated_at IS NULL`
      : sql` AND t.created_by = 'system'`;
  return sql`UPDATE ${sql.identifier(seed.table)} AS t SET ${set} FROM (VALUES ${sql.join(values, sql`, `)}) AS v(key, name_sw, description_sw) WHERE t.${sql.identifier(key)} = v.key AND (${empty})${guard}`;
}

/** Fills the Swahili of the seeded rows of each list given. */
export async function fillSwahili(db: Db, ...seeds: SwahiliSeed[]): Promise<void> {
  for (const seed of seeds) {
    if (seed.rows.length > 0) await db.execute(swahiliSeedStatement(seed));
  }
}
