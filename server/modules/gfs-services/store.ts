import type { Db } from '../../db/client';
import { fetchPage, type ListSpec, type PageParam } from '../../db/paging';
import { gfsServices } from '../../db/schema/billing';

export type GfsService = typeof gfsServices.$inferSelect;

const listSpec: ListSpec = {
  sortable: { code: gfsServices.code, name: gfsServices.name },
  defaultSort: 'code',
  filterable: {
    code: { column: gfsServices.code, match: 'equals' },
    name: { column: gfsServices.name, match: 'contains' },
    active: { column: gfsServices.active, match: 'boolean' },
  },
};

export const listGfsServices = (
  db: Db,
  deleted: boolean,
  pageParam: PageParam | null | undefined,
) => fetchPage<GfsService>(db, gfsServices, listSpec, { deleted, pageParam });
