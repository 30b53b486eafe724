import type { ServerModule } from '../../serviceModules';
import { tenderLotResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'app', schema: 'schema.graphql', resolvers: tenderLotResolvers }],
} satisfies ServerModule;
