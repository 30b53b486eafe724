import type { AppInput } from '../../db/appPaging';
import { operation } from '../../graphql/operation';
import { success } from '../../graphql/result';
import { deleteDepartmentalNeed, pageDepartmentalNeeds, saveDepartmentalNeed } from './store';
import { storeOperation } from '../../reference-kit/resolvers';

type ListArgs = { input?: AppInput | null };

/** What departments say they need in a financial year (the plan's input). */
export const departmentalNeedResolvers = {
  Query: {
    getDepartmentalNeeds: storeOperation(
      'app.departmentalNeed.read',
      (args: ListArgs, { db, user }) => pageDepartmentalNeeds(db, user, args.input ?? null),
    ),
  },
  Mutation: {
    createUpdateDepartmentalNeed: operation(
      'app.departmentalNeed.write',
      async (args: { departmentalNeed: unknown }, { db, user }) => {
        const { need, created } = await saveDepartmentalNeed(db, user, args.departmentalNeed);
        return success(need, created ? 'Created Successfully' : 'Edited Successfully');
      },
    ),
    deleteDepartmentalNeed: storeOperation(
      'app.departmentalNeed.delete',
      (args: { uuid: string }, { db, user }) => deleteDepartmentalNeed(db, user, args.uuid),
      'Deleted Successfully',
    ),
  },
};
