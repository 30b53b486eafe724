import type { AppInput } from '../../db/appPaging';
import { operation } from '../../graphql/operation';
import { success } from '../../graphql/result';
import { deleteTenderLot, pageTenderLots, saveTenderLot } from './store';
import { storeOperation } from '../../reference-kit/resolvers';

type ListArgs = { input?: AppInput | null };

/** The lots a tender is divided into. */
export const tenderLotResolvers = {
  Query: {
    getTenderLots: storeOperation(
      'app.tenderLot.read',
      (args: ListArgs & { tenderUuid: string }, { db, user }) =>
        pageTenderLots(db, user, args.tenderUuid, args.input ?? null),
    ),
  },
  Mutation: {
    createUpdateTenderLot: operation(
      'app.tenderLot.write',
      async (args: { tenderLot: unknown }, { db, user }) => {
        const { lot, created } = await saveTenderLot(db, user, args.tenderLot);
        return success(lot, created ? 'Created Successfully' : 'Edited Successfully');
      },
    ),
    deleteTenderLot: storeOperation(
      'app.tenderLot.write',
      (args: { uuid: string }, { db, user }) => deleteTenderLot(db, user, args.uuid),
      'Deleted Successfully',
    ),
  },
};
