import type { ServerModule } from '../../serviceModules';
import { userResolvers } from './resolvers';
import { createFirstAdministrator } from './seed';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: userResolvers }],
  seed: { after: ['roles'], run: createFirstAdministrator },
  live: [{ table: 'users', read: 'uaa.user.read', scoped: true }],
} satisfies ServerModule;
