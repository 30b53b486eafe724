import type { ServerModule } from '../../serviceModules';
import { serviceProviderResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: serviceProviderResolvers }],
  live: [
    { table: 'services', read: 'uaa.service.user.write', scoped: true },
    { table: 'service_subscriptions', read: 'uaa.service.read', scoped: true },
  ],
} satisfies ServerModule;
