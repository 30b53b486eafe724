import type { ServerModule } from '../../serviceModules';
import { institutionResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: institutionResolvers }],
  live: [{ table: 'institutions', read: 'uaa.institution.read', scoped: true }],
} satisfies ServerModule;
