import type { ServerModule } from '../../serviceModules';
import { roleResolvers } from './resolvers';
import { seedPermissionsAndBaseRoles } from './seed';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: roleResolvers }],
  seed: { run: seedPermissionsAndBaseRoles },
  live: [{ table: 'roles', read: 'uaa.role.read' }],
} satisfies ServerModule;
