import type { PageParam } from '../../db/paging';
import { operation } from '../../graphql/operation';
import { success } from '../../graphql/result';
import { listGfsServices } from './store';

type ListArgs = { deleted?: boolean | null; pageParam?: PageParam | null };

/** The GFS services charges are booked against. */
export const gfsServiceResolvers = {
  Query: {
    allGFSServices: operation('billing.gfsService.read', async (args: ListArgs, { db }) =>
      success(await listGfsServices(db, args.deleted ?? false, args.pageParam)),
    ),
  },
};
