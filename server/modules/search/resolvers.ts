import { storeOperation } from '../../graphql/guards';
import { searchEverything } from './store';

/** Any signed-in person: each kind of record is searched only if they may read its list. */
export const searchResolvers = {
  Query: {
    searchEverything: storeOperation(
      'signedIn',
      (args: { query: string; limit?: number | null }, ctx) =>
        searchEverything(ctx.db, ctx.user, args.query, args.limit),
    ),
  },
};
