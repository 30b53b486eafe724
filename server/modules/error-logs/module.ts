import type { ServerModule } from '../../serviceModules';
import { errorLogResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'monitor', schema: 'schema.graphql', resolvers: errorLogResolvers }],
} satisfies ServerModule;
