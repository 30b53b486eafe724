import { sql } from 'drizzle-orm';
import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { entityColumns, liveUniqueIndex, scopeIndex, trigramIndex } from './columns';

export const chargeTypes = pgTable(
  'charge_types',
  {
    ...entityColumns(),
    name: varchar('name', { length: 120 }).notNull(),
    unitOfMeasure: varchar('unit_of_measure', { length: 60 }),
  },
  (t) => [
    // One live charge type per name; a deleted one frees its name.
    liveUniqueIndex('charge_types_name_live_key', t, sql`lower(${t.name})`),
    // Paging indexes: the scope first, then each sortable column with id as tie-breaker, so a page
    // is read in index order (no sort of the whole table), with and without the active filter.
    scopeIndex('charge_types_scope_name_idx', t, t.name),
    scopeIndex('charge_types_scope_active_name_idx', t, t.active, t.name),
    scopeIndex('charge_types_scope_unit_idx', t, t.unitOfMeasure),
    scopeIndex('charge_types_scope_active_idx', t, t.active),
    scopeIndex('charge_types_scope_created_idx', t, t.createdAt),
    trigramIndex('charge_types_name_trgm_idx', t.name),
  ],
);

export const gfsServices = pgTable(
  'gfs_services',
  {
    ...entityColumns(),
    code: varchar('code', { length: 30 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
  },
  (t) => [liveUniqueIndex('gfs_services_code_live_key', t, t.code)],
);
