import type { ServerModule } from '../../serviceModules';
import { dashboardResolvers } from './dashboard.resolvers';
import { historyResolvers } from './resolvers';

/**
 * Record history and the activity list (issue 19): the database writes, this module reads. The home
 * page's dashboard is served here too: its recent changes are this module's reads, and modules do not
 * import each other.
 */
export default {
  endpoints: [
    { service: 'uaa', schema: 'schema.graphql', resolvers: historyResolvers },
    { service: 'uaa', schema: 'dashboard.graphql', resolvers: dashboardResolvers },
  ],
} satisfies ServerModule;
