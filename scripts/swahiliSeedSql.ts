/**
 * Prints the UPDATE statements of migration 0033 (server/db/migrations/0033_swahili_names.sql):
 * the Swahili of every seeded list, for the rows an installation seeded before the columns existed.
 * Run once when the migration was written (`npx tsx scripts/swahiliSeedSql.ts`); a migration is
 * never changed afterwards, and later translations reach databases through the seeds (fillSwahili).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PgDialect } from 'drizzle-orm/pg-core';
import { swahiliSeedStatement, type SwahiliSeed } from '../server/reference-kit/swahiliSeed';

/** Every `...Swahili` export of the modules' module.ts, seed.ts and swahili.ts, in folder order. */
const modulesDir = path.join(import.meta.dirname, '../server/modules');
const seeds: SwahiliSeed[] = [];
for (const folder of fs.readdirSync(modulesDir).sort()) {
  for (const file of ['module.ts', 'seed.ts', 'swahili.ts']) {
    const full = path.join(modulesDir, folder, file);
    if (!fs.existsSync(full)) continue;
    const exports = (await import(pathToFileURL(full).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (name.endsWith('Swahili')) seeds.push(...[value as SwahiliSeed | SwahiliSeed[]].flat());
    }
  }
}

const literal = (value: unknown) =>
  value === null ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`;

const dialect = new PgDialect();
const statements = seeds.map((seed) => {
  // Every seeded row, edited or not: its Swahili column did not exist before this migration.
  const query = dialect.sqlToQuery(swahiliSeedStatement(seed, { onlyUnedited: false }));
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.params[Number(n) - 1]));
});
process.stdout.write(statements.map((s) => `${s};`).join('\n--> statement-breakpoint\n') + '\n');
