import { sql } from 'drizzle-orm';
import { pgTable } from 'drizzle-orm/pg-core';
import { entityColumns, liveUniqueIndex, pagingIndexes, namesColumns } from './columns';

/**
 * Institution categories: what institutions are grouped by. The API answers a category's uuid as its
 * id, as existing clients expect. Institutions point at one.
 */
export const institutionCategories = pgTable(
  'institution_categories',
  {
    ...entityColumns(),
    ...namesColumns(120),
  },
  (t) => [
    // One live category per name; a deleted one frees its name (and is the seed's conflict target).
    liveUniqueIndex('institution_categories_name_live_key', t, sql`lower(${t.name})`),
    ...pagingIndexes('institution_categories', t, {
      name: [t.name],
      active_name: [t.active, t.name],
      created: [t.createdAt],
    }),
  ],
);
