import type { ServerModule } from '../../serviceModules';
import { referenceLists } from './api';
import { referenceDataResolvers } from './resolvers';
import { seedReferenceData } from './seed';

export default {
  endpoints: [
    { service: 'uaa', typeDefs: referenceLists.typeDefs, resolvers: referenceLists.resolvers },
    { service: 'uaa', schema: 'schema.graphql', resolvers: referenceDataResolvers },
  ],
  seed: { run: seedReferenceData },
} satisfies ServerModule;
