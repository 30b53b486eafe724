import type { Db } from '../../db/client';
import { tableListSpec, fetchPage, type PageParam } from '../../db/paging';
import { gfsServices } from '../../db/schema/billing';

export type GfsService = typeof gfsServices.$inferSelect;

const listSpec = tableListSpec(gfsServices, {
  sortable: ['code', 'name'],
  defaultSort: 'code',
  filterable: { code: 'equals', name: 'contains', active: 'boolean' },
});

export const listGfsServices = (
  db: Db,
  deleted: boolean,
  pageParam: PageParam | null | undefined,
) => fetchPage<GfsService>(db, gfsServices, listSpec, { deleted, pageParam });
