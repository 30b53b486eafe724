import type { ServerModule } from '../../serviceModules';
import { searchResolvers } from './resolvers';

/** Search everything (issue 39 item 1): one query across every list the caller may read. */
export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: searchResolvers }],
} satisfies ServerModule;
