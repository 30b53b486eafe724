import type { ServerModule } from '../../serviceModules';
import { designationResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: designationResolvers }],
} satisfies ServerModule;
