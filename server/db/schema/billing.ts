import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { entityColumns } from './columns';

export const chargeTypes = pgTable(
  'charge_types',
  {
    ...entityColumns(),
    name: varchar('name', { length: 120 }).notNull(),
    unitOfMeasure: varchar('unit_of_measure', { length: 60 }),
  },
  (t) => [
    // One live charge type per name; a deleted one frees its name.
    uniqueIndex('charge_types_name_live_key')
      .on(sql`lower(${t.name})`)
      .where(sql`NOT ${t.deleted}`),
    // Paging indexes: the scope first, then each sortable column with id as tie-breaker, so a page
    // is read in index order (no sort of the whole table), with and without the active filter.
    index('charge_types_scope_name_idx').on(t.deleted, t.name, t.id),
    index('charge_types_scope_active_name_idx').on(t.deleted, t.active, t.name, t.id),
    index('charge_types_scope_unit_idx').on(t.deleted, t.unitOfMeasure, t.id),
    index('charge_types_scope_active_idx').on(t.deleted, t.active, t.id),
    index('charge_types_scope_created_idx').on(t.deleted, t.createdAt, t.id),
    index('charge_types_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const gfsServices = pgTable(
  'gfs_services',
  {
    ...entityColumns(),
    code: varchar('code', { length: 30 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
  },
  (t) => [
    uniqueIndex('gfs_services_code_live_key')
      .on(t.code)
      .where(sql`NOT ${t.deleted}`),
  ],
);
