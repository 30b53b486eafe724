import type { ServerModule } from '../../serviceModules';
import { liveResolvers } from './resolvers';

/** Live lists and edit-form presence (issue 23 item 2): served with the uaa service. */
export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: liveResolvers }],
} satisfies ServerModule;
