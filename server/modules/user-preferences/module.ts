import type { ServerModule } from '../../serviceModules';
import { userPreferenceResolvers } from './resolvers';

/** Served by uaa, beside the user's own account (my-account). */
export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: userPreferenceResolvers }],
} satisfies ServerModule;
