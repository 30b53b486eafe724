import { storeOperation } from '../../reference-kit/resolvers';
import { activity, recordHistory } from './store';

/** Reads only: no operation edits or deletes a history entry (the database refuses it too). */
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
  },
};
