import type { ServerModule } from '../../serviceModules';
import { tendererResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: tendererResolvers }],
  live: [{ table: 'tenderers', read: 'uaa.tenderer.read' }],
} satisfies ServerModule;
