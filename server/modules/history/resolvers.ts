import { storeOperation } from '../../graphql/guards';
import { recordVersion, restoreVersion } from './restore.store';
import { activity, recordHistory } from './store';

/**
 * No operation edits or deletes a history entry (the database refuses it too); a restore is an edit
 * of the record, which the database records as a new entry.
 */
export const historyResolvers = {
  Query: {
    getRecordHistory: storeOperation(
      'uaa.history.read',
      (args: { entity: string; uuid: string; first?: number | null; after?: string | null }, ctx) =>
        recordHistory(ctx.db, ctx.user, args),
    ),
    getActivity: storeOperation(
      'uaa.history.read',
      (args: { filter?: unknown; first?: number | null; after?: string | null }, ctx) =>
        activity(ctx.db, ctx.user, args),
    ),
    getRecordVersion: storeOperation('uaa.history.read', (args: unknown, ctx) =>
      recordVersion(ctx.db, ctx.user, args),
    ),
  },
  Mutation: {
    restoreRecordVersion: storeOperation(
      'uaa.history.read',
      (args: { version?: unknown }, ctx) => restoreVersion(ctx, args),
      'Restored Successfully',
    ),
  },
};
