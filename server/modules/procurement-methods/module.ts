import type { ServerModule } from '../../serviceModules';
import { procurementMethodResolvers } from './resolvers';
import { seedProcurementMethodsAndStages } from './seed';

export default {
  endpoints: [{ service: 'app', schema: 'schema.graphql', resolvers: procurementMethodResolvers }],
  seed: { run: seedProcurementMethodsAndStages },
  live: [
    { table: 'procurement_methods', read: 'signedIn', edit: 'app.procurementMethod.write' },
    { table: 'procurement_stages', read: 'signedIn', edit: 'app.procurementMethod.write' },
  ],
} satisfies ServerModule;
