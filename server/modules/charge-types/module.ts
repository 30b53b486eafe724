import type { ServerModule } from '../../serviceModules';
import { chargeTypeResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'billing', schema: 'schema.graphql', resolvers: chargeTypeResolvers }],
  live: [{ table: 'charge_types', read: 'billing.chargeType.read' }],
} satisfies ServerModule;
