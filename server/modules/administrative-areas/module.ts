import type { ServerModule } from '../../serviceModules';
import { administrativeAreaResolvers } from './resolvers';
import { seedAdministrativeAreas } from './seed';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: administrativeAreaResolvers }],
  seed: { run: seedAdministrativeAreas },
  live: [{ table: 'administrative_areas', read: 'signedIn', edit: 'uaa.administrativeArea.write' }],
  // Restored from its history by its save (decision 168).
  restorable: [
    {
      table: 'administrative_areas',
      service: 'uaa',
      mutation: 'createUpdateAdministrativeArea',
      inputArg: 'administrativeAreaInput',
      permission: 'uaa.administrativeArea.write',
    },
  ],
} satisfies ServerModule;
