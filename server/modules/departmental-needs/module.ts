import type { ServerModule } from '../../serviceModules';
import { departmentalNeedResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'app', schema: 'schema.graphql', resolvers: departmentalNeedResolvers }],
  live: [{ table: 'departmental_needs', read: 'app.departmentalNeed.read', scoped: true }],
} satisfies ServerModule;
