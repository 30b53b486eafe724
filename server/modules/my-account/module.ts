import type { ServerModule } from '../../serviceModules';
import { myAccountResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: myAccountResolvers }],
} satisfies ServerModule;
