import { sql } from 'drizzle-orm';
import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { entityColumns, liveUniqueIndex, scopeIndex } from './columns';

/**
 * Institution categories (the shell and reference data spec, section 3: name, active, uuid; "id is taken
 * from uuid" in the browser). Institutions point at one.
 */
export const institutionCategories = pgTable(
  'institution_categories',
  {
    ...entityColumns(),
    name: varchar('name', { length: 120 }).notNull(),
  },
  (t) => [
    // One live category per name; a deleted one frees its name (and is the seed's conflict target).
    liveUniqueIndex('institution_categories_name_live_key', t, sql`lower(${t.name})`),
    scopeIndex('institution_categories_scope_name_idx', t, t.name),
    scopeIndex('institution_categories_scope_active_name_idx', t, t.active, t.name),
    scopeIndex('institution_categories_scope_created_idx', t, t.createdAt),
  ],
);
