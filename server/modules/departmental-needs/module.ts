import type { ServerModule } from '../../serviceModules';
import { departmentalNeedResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'app', schema: 'schema.graphql', resolvers: departmentalNeedResolvers }],
} satisfies ServerModule;
