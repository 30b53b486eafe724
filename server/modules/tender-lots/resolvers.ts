import type { AppInput } from '../../db/appPaging';
import { operation } from '../../graphql/operation';
import { success } from '../../graphql/result';
import { deleteTenderLot, pageTenderLots, saveTenderLot } from './store';

type ListArgs = { input?: AppInput | null };

/** The lots a tender is divided into. */
export const tenderLotResolvers = {
  Query: {
    getTenderLots: operation(
      'app.tenderLot.read',
      async (args: ListArgs & { tenderUuid: string }, { db, user }) =>
        success(await pageTenderLots(db, user, args.tenderUuid, args.input ?? null)),
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
    deleteTenderLot: operation(
      'app.tenderLot.write',
      async (args: { uuid: string }, { db, user }) =>
        success(await deleteTenderLot(db, user, args.uuid), 'Deleted Successfully'),
    ),
  },
};
