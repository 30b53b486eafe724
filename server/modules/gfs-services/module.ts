import type { ServerModule } from '../../serviceModules';
import { gfsServiceResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'billing', schema: 'schema.graphql', resolvers: gfsServiceResolvers }],
} satisfies ServerModule;
