import type { ServerModule } from '../../serviceModules';
import { myAccountResolvers } from './resolvers';
import { securityRoutes } from './securityRoutes';

/** The signed-in user's own account: details, signed documents, and second factors (REST). */
export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: myAccountResolvers }],
  routes: ({ config, accessTokens, messenger }) => securityRoutes(config, accessTokens, messenger),
} satisfies ServerModule;
