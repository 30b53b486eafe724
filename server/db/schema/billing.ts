import { sql } from 'drizzle-orm';
import { pgTable, varchar } from 'drizzle-orm/pg-core';
import {
  entityColumns,
  liveUniqueIndex,
  trigramIndex,
  nameColumn,
  codeColumn,
  pagingIndexes,
  liveCodeKey,
} from './columns';

export const chargeTypes = pgTable(
  'charge_types',
  {
    ...entityColumns(),
    name: nameColumn(120),
    unitOfMeasure: varchar('unit_of_measure', { length: 60 }),
  },
  (t) => [
    // One live charge type per name; a deleted one frees its name.
    liveUniqueIndex('charge_types_name_live_key', t, sql`lower(${t.name})`),
    // Paging indexes: the scope first, then each sortable column with id as tie-breaker, so a page
    // is read in index order (no sort of the whole table), with and without the active filter.
    ...pagingIndexes('charge_types', t, {
      name: [t.name],
      active_name: [t.active, t.name],
      unit: [t.unitOfMeasure],
      active: [t.active],
      created: [t.createdAt],
    }),
    trigramIndex('charge_types_name_trgm_idx', t.name),
  ],
);

export const gfsServices = pgTable(
  'gfs_services',
  {
    ...entityColumns(),
    code: codeColumn(30),
    name: nameColumn(200),
  },
  (t) => [liveCodeKey('gfs_services', t)],
);
