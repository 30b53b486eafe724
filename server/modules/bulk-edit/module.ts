import { signedInOperation } from '../../graphql/operation';
import { success } from '../../graphql/result';
import { bulkUpdate, type BulkEditInput } from '../../reference-kit/bulkEdit';
import type { ServerModule } from '../../serviceModules';

/**
 * Bulk edit of every reference list (issue 39 item 5): one generic mutation; the list's own write
 * permission is checked inside, as the CSV import does.
 */
export default {
  endpoints: [
    {
      service: 'uaa',
      schema: 'schema.graphql',
      resolvers: {
        Mutation: {
          bulkUpdateReferenceRecords: signedInOperation(async (args: BulkEditInput, ctx) =>
            success(await bulkUpdate(ctx.db, ctx.user, args)),
          ),
        },
      },
    },
  ],
} satisfies ServerModule;
