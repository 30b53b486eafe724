import type { ServerModule } from '../../serviceModules';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Messenger } from '../../messaging/messenger';
import { bidChangeResolvers } from './resolvers';
import { requestBidChange } from './store';

export default {
  endpoints: [{ service: 'submission', schema: 'schema.graphql', resolvers: bidChangeResolvers }],
} satisfies ServerModule;

/** Raises the request an emailed bid-change link answers, for seeds and tests (createApp's `requests`). */
export const bidChangeRequests = (db: Db, config: Config, messenger: Messenger) => ({
  requestBidChange: (input: Parameters<typeof requestBidChange>[3]) =>
    requestBidChange(db, config, messenger, input),
});
