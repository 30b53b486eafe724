/**
 * Prints the UPDATE statements of migration 0033 (server/db/migrations/0033_swahili_names.sql):
 * the Swahili of every seeded list, for the rows an installation seeded before the columns existed.
 * Run once when the migration was written (`npx tsx scripts/swahiliSeedSql.ts`); a migration is
 * never changed afterwards, and later translations reach databases through the seeds (fillSwahili).
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { bidSecurityTypesSwahili } from '../server/modules/bid-security-types/module';
import { generalReferenceSwahili } from '../server/modules/general-reference/swahili';
import { globalSettingsSwahili } from '../server/modules/global-settings/seed';
import { institutionCategoriesSwahili } from '../server/modules/institution-categories/seed';
import { procurementMethodsSwahili } from '../server/modules/procurement-methods/swahili';
import { procurementReferenceSwahili } from '../server/modules/procurement-reference/swahili';
import { rolesSwahili } from '../server/modules/roles/seed';
import { swahiliSeedStatement } from '../server/reference-kit/swahiliSeed';

const seeds = [
  ...generalReferenceSwahili,
  ...procurementReferenceSwahili,
  ...procurementMethodsSwahili,
  bidSecurityTypesSwahili,
  institutionCategoriesSwahili,
  rolesSwahili,
  globalSettingsSwahili,
];

const literal = (value: unknown) =>
  value === null ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`;

const dialect = new PgDialect();
const statements = seeds.map((seed) => {
  // Every seeded row, edited or not: its Swahili column did not exist before this migration.
  const query = dialect.sqlToQuery(swahiliSeedStatement(seed, { onlyUnedited: false }));
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.params[Number(n) - 1]));
});
process.stdout.write(statements.map((s) => `${s};`).join('\n--> statement-breakpoint\n') + '\n');
