import type { ServerModule } from '../../serviceModules';
import { branchResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: branchResolvers }],
} satisfies ServerModule;
