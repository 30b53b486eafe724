import type { PageParam } from '../../db/paging';
import { listGfsServices } from './store';
import { storeOperation } from '../../graphql/guards';

type ListArgs = { deleted?: boolean | null; pageParam?: PageParam | null };

/** The GFS services charges are booked against. */
export const gfsServiceResolvers = {
  Query: {
    allGFSServices: storeOperation('billing.gfsService.read', (args: ListArgs, { db }) =>
      listGfsServices(db, args.deleted ?? false, args.pageParam),
    ),
  },
};
