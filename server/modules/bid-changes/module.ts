import type { ServerModule } from '../../serviceModules';
import { bidChangeResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'submission', schema: 'schema.graphql', resolvers: bidChangeResolvers }],
} satisfies ServerModule;
