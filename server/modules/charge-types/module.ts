import type { ServerModule } from '../../serviceModules';
import { chargeTypeResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'billing', schema: 'schema.graphql', resolvers: chargeTypeResolvers }],
} satisfies ServerModule;
