import type { ServerModule } from '../../serviceModules';
import { serviceProviderResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: serviceProviderResolvers }],
} satisfies ServerModule;
