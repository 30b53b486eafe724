import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { entityColumns } from './columns';

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
    uniqueIndex('institution_categories_name_live_key')
      .on(sql`lower(${t.name})`)
      .where(sql`NOT ${t.deleted}`),
    index('institution_categories_scope_name_idx').on(t.deleted, t.name, t.id),
    index('institution_categories_scope_active_name_idx').on(t.deleted, t.active, t.name, t.id),
    index('institution_categories_scope_created_idx').on(t.deleted, t.createdAt, t.id),
  ],
);
