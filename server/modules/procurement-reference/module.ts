import type { ServerModule } from '../../serviceModules';
import { referenceLists } from './api';
import { procurementReferenceResolvers } from './resolvers';
import { seedProcurementReference } from './seed';

export default {
  endpoints: [
    { service: 'app', typeDefs: referenceLists.typeDefs, resolvers: referenceLists.resolvers },
    { service: 'app', schema: 'schema.graphql', resolvers: procurementReferenceResolvers },
  ],
  seed: {
    after: ['general-reference', 'procurement-methods'],
    run: (db) => seedProcurementReference(db),
  },
} satisfies ServerModule;
