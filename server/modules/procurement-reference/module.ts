import type { ServerModule } from '../../serviceModules';
import { procurementReferenceResolvers } from './resolvers';
import { seedProcurementReference } from './seed';

export default {
  endpoints: [
    { service: 'app', schema: 'schema.graphql', resolvers: procurementReferenceResolvers },
  ],
  seed: {
    after: ['general-reference', 'procurement-methods'],
    run: (db) => seedProcurementReference(db),
  },
} satisfies ServerModule;
