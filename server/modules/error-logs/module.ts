import type { ServerModule } from '../../serviceModules';
import { errorLogResolvers } from './resolvers';
import { httpFailureRoutes } from './routes';

/** The monitor's error log, and the auth service's report of failed HTTP requests that feeds it too. */
export default {
  endpoints: [{ service: 'monitor', schema: 'schema.graphql', resolvers: errorLogResolvers }],
  routes: ({ config }) => httpFailureRoutes(config),
} satisfies ServerModule;
