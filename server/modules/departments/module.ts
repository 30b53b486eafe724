import type { ServerModule } from '../../serviceModules';
import { departmentResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: departmentResolvers }],
  live: [{ table: 'departments', read: 'uaa.department.read', scoped: true }],
} satisfies ServerModule;
