import type { ServerModule } from '../../serviceModules';
import { taskResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'app', schema: 'schema.graphql', resolvers: taskResolvers }],
} satisfies ServerModule;
