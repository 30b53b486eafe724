import type { ServerModule } from '../../serviceModules';
import { historyResolvers } from './resolvers';

/** Record history and the activity list (issue 19): the database writes, this module reads. */
export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: historyResolvers }],
} satisfies ServerModule;
