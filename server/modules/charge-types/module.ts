import type { ServerModule } from '../../serviceModules';
import { chargeTypeResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'billing', schema: 'schema.graphql', resolvers: chargeTypeResolvers }],
  live: [{ table: 'charge_types', read: 'billing.chargeType.read' }],
  // Restored from its history by its save (decision 168).
  restorable: [
    {
      table: 'charge_types',
      service: 'billing',
      mutation: 'createUpdateChargeType',
      inputArg: 'chargeTypeDto',
      permission: 'billing.chargeType.write',
    },
  ],
} satisfies ServerModule;
