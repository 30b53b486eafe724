import type { ServerModule } from '../../serviceModules';
import { roleResolvers } from './resolvers';
import { seedPermissionsAndBaseRoles } from './seed';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: roleResolvers }],
  seed: { run: seedPermissionsAndBaseRoles },
  live: [{ table: 'roles', read: 'uaa.role.read' }],
  // Restored from its history by its save (decision 168).
  restorable: [
    {
      table: 'roles',
      service: 'uaa',
      mutation: 'createUpdateRole',
      inputArg: 'role',
      permission: 'uaa.role.write',
    },
  ],
} satisfies ServerModule;
