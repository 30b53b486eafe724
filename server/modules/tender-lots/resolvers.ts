import type { AppListArgs } from '../../db/appPaging';
import { deleteTenderLot, pageTenderLots, saveTenderLot, searchTenders } from './store';
import { deleteOperation, saveOperation, storeOperation } from '../../graphql/guards';

/** The lots a tender is divided into. */
export const tenderLotResolvers = {
  Query: {
    searchTenders: storeOperation(
      'app.tenderLot.read',
      (args: AppListArgs & { text?: string | null }, { db, user }) =>
        searchTenders(db, user, args.text, args.input ?? null),
    ),
    getTenderLots: storeOperation(
      'app.tenderLot.read',
      (args: AppListArgs & { tenderUuid: string }, { db, user }) =>
        pageTenderLots(db, user, args.tenderUuid, args.input ?? null),
    ),
  },
  Mutation: {
    createUpdateTenderLot: saveOperation(
      'app.tenderLot.write',
      (args: { tenderLot: unknown }, { db, user }) => saveTenderLot(db, user, args.tenderLot),
    ),
    deleteTenderLot: deleteOperation('app.tenderLot.write', deleteTenderLot),
  },
};
