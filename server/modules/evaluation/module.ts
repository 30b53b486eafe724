import type { ServerModule } from '../../serviceModules';
import { evaluationResolvers } from './resolvers';
import { seedNegotiationAreas } from './seed';

export default {
  endpoints: [{ service: 'submission', schema: 'schema.graphql', resolvers: evaluationResolvers }],
  seed: { run: seedNegotiationAreas },
} satisfies ServerModule;
