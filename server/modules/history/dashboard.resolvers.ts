import { storeOperation } from '../../graphql/guards';
import { myDashboard } from './dashboard.store';

/** Any signed-in person: each part of the answer is limited to what they may read. */
export const dashboardResolvers = {
  Query: {
    getMyDashboard: storeOperation('signedIn', (_args: object, ctx) =>
      myDashboard(ctx.db, ctx.user),
    ),
  },
};
