import type { ServerModule } from '../../serviceModules';
import { departmentalNeedResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'app', schema: 'schema.graphql', resolvers: departmentalNeedResolvers }],
  live: [{ table: 'departmental_needs', read: 'app.departmentalNeed.read', scoped: true }],
  // Restored from its history by its save (decision 168).
  restorable: [
    {
      table: 'departmental_needs',
      service: 'app',
      mutation: 'createUpdateDepartmentalNeed',
      inputArg: 'departmentalNeed',
      permission: 'app.departmentalNeed.write',
    },
  ],
} satisfies ServerModule;
