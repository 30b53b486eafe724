import type { ServerModule } from '../../serviceModules';
import { tenderLotResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'app', schema: 'schema.graphql', resolvers: tenderLotResolvers }],
  // A lot's institution is its tender's, which its history entries do not carry: only those acting
  // across institutions hear its changes.
  live: [{ table: 'tender_lots', read: 'app.tenderLot.read', scoped: true }],
  // Restored from its history by its save (decision 168).
  restorable: [
    {
      table: 'tender_lots',
      service: 'app',
      mutation: 'createUpdateTenderLot',
      inputArg: 'tenderLot',
      permission: 'app.tenderLot.write',
    },
  ],
} satisfies ServerModule;
