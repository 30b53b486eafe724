import type { ServerModule } from '../../serviceModules';
import { governmentServiceResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'app', schema: 'schema.graphql', resolvers: governmentServiceResolvers }],
} satisfies ServerModule;
