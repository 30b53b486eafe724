import { bigint, boolean, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Global settings read by the cache service (ALLOW_MULTI_TAB, feature flags, system status). */
export const globalSettings = pgTable('global_settings', {
  key: varchar('key', { length: 120 }).primaryKey(),
  value: text('value').notNull(),
  description: varchar('description', { length: 250 }),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Secrets the server makes for itself on first start (the JWT signing key when none is configured). */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
});

/**
 * Exact row counts per table and scope, kept by the maintain_row_counts() trigger, so that a list's
 * total is a lookup instead of a count(*) over a million rows (see server/db/paging.ts).
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: varchar('table_name', { length: 63 }).notNull(),
    isDeleted: boolean('is_deleted').notNull(),
    isActive: boolean('is_active').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.isDeleted, t.isActive] })],
);
