import type { ServerModule } from '../../serviceModules';
import { designationResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: designationResolvers }],
  live: [{ table: 'designations', read: 'uaa.designation.read', scoped: true }],
} satisfies ServerModule;
