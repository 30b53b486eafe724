import type { ServerModule } from '../../serviceModules';
import { institutionResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: institutionResolvers }],
  live: [{ table: 'institutions', read: 'uaa.institution.read', scoped: true }],
  // Restored from its history by its save (decision 168).
  restorable: [
    {
      table: 'institutions',
      service: 'uaa',
      mutation: 'createUpdateInstitutions',
      inputArg: 'institution',
      permission: 'uaa.institution.write',
    },
  ],
} satisfies ServerModule;
