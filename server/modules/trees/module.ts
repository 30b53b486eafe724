import type { ServerModule } from '../../serviceModules';
import { treeResolvers } from './resolvers';

/** The trees beside the areas, institutions and tender categories lists (issue 39 item 2). */
export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: treeResolvers }],
} satisfies ServerModule;
