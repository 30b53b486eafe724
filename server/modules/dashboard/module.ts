import type { ServerModule } from '../../serviceModules';
import { dashboardResolvers } from './resolvers';

/** The home page's reference data at a glance (issue 19, dashboards): one read, served with uaa. */
export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: dashboardResolvers }],
} satisfies ServerModule;
