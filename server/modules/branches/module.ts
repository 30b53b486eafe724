import type { ServerModule } from '../../serviceModules';
import { branchResolvers } from './resolvers';

export default {
  endpoints: [{ service: 'uaa', schema: 'schema.graphql', resolvers: branchResolvers }],
  live: [{ table: 'branches', read: 'uaa.branch.read', scoped: true }],
  // Restored from its history by its save (decision 168).
  restorable: [
    {
      table: 'branches',
      service: 'uaa',
      mutation: 'createUpdateBranch',
      inputArg: 'branch',
      permission: 'uaa.branch.write',
    },
  ],
} satisfies ServerModule;
