import type { ServerModule } from '../../serviceModules';
import { referenceDataResolvers } from './resolvers';
import { seedReferenceData } from './seed';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: referenceDataResolvers }],
  seed: { run: seedReferenceData },
} satisfies ServerModule;
