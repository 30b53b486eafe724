import type { ServerModule } from '../../serviceModules';
import { userResolvers } from './resolvers';
import { createFirstAdministrator } from './seed';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: userResolvers }],
  seed: { after: ['roles'], run: createFirstAdministrator },
  live: [{ table: 'users', read: 'uaa.user.read', scoped: true }],
  // Restored from its history by its save (decision 168).
  restorable: [
    {
      table: 'users',
      service: 'uaa',
      mutation: 'updateUserAccount',
      inputArg: 'user',
      permission: 'uaa.user.write',
      // The account is named by its id beside the input; its roles are kept (sent only when given).
      extra: async (_db, now) => ({ args: { id: String(now.id) } }),
    },
  ],
} satisfies ServerModule;
