import type { ServerModule } from '../../serviceModules';
import { departmentResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: departmentResolvers }],
  live: [{ table: 'departments', read: 'uaa.department.read', scoped: true }],
  // Restored from its history by its save (decision 168).
  restorable: [
    {
      table: 'departments',
      service: 'uaa',
      mutation: 'addNewDepartment',
      inputArg: 'department',
      permission: 'uaa.department.write',
    },
  ],
} satisfies ServerModule;
