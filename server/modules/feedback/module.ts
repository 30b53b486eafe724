import type { ServerModule } from '../../serviceModules';
import { feedbackResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'monitor', schema: 'schema.graphql', resolvers: feedbackResolvers }],
} satisfies ServerModule;
