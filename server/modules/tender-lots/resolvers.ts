import { parseVersion } from '../../db/entityTable';
import type { AppInput } from '../../db/appPaging';
import { deleteTenderLot, pageTenderLots, saveTenderLot, searchTenders } from './store';
import { saveOperation, storeOperation } from '../../reference-kit/resolvers';

type ListArgs = { input?: AppInput | null };

/** The lots a tender is divided into. */
export const tenderLotResolvers = {
  Query: {
    searchTenders: storeOperation(
      'app.tenderLot.read',
      (args: ListArgs & { text?: string | null }, { db, user }) =>
        searchTenders(db, user, args.text, args.input ?? null),
    ),
    getTenderLots: storeOperation(
      'app.tenderLot.read',
      (args: ListArgs & { tenderUuid: string }, { db, user }) =>
        pageTenderLots(db, user, args.tenderUuid, args.input ?? null),
    ),
  },
  Mutation: {
    createUpdateTenderLot: saveOperation(
      'app.tenderLot.write',
      (args: { tenderLot: unknown }, { db, user }) => saveTenderLot(db, user, args.tenderLot),
    ),
    deleteTenderLot: storeOperation(
      'app.tenderLot.write',
      (args: { uuid: string; version?: unknown }, { db, user }) =>
        deleteTenderLot(db, user, args.uuid, parseVersion(args.version)),
      'Deleted Successfully',
    ),
  },
};
