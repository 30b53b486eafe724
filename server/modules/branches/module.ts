import type { ServerModule } from '../../serviceModules';
import { branchResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: branchResolvers }],
  live: [{ table: 'branches', read: 'uaa.branch.read', scoped: true }],
} satisfies ServerModule;
