import type { ServerModule } from '../../serviceModules';
import { administrativeAreaResolvers } from './resolvers';
import { seedAdministrativeAreas } from './seed';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: administrativeAreaResolvers }],
  seed: { run: seedAdministrativeAreas },
  live: [{ table: 'administrative_areas', read: 'signedIn', edit: 'uaa.administrativeArea.write' }],
} satisfies ServerModule;
