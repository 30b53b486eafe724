import type { AppListArgs } from '../../db/appPaging';
import { deleteDepartmentalNeed, pageDepartmentalNeeds, saveDepartmentalNeed } from './store';
import { deleteOperation, saveOperation, storeOperation } from '../../graphql/guards';

/** What departments say they need in a financial year (the plan's input). */
export const departmentalNeedResolvers = {
  Query: {
    getDepartmentalNeeds: storeOperation(
      'app.departmentalNeed.read',
      (args: AppListArgs, { db, user }) => pageDepartmentalNeeds(db, user, args.input ?? null),
    ),
  },
  Mutation: {
    createUpdateDepartmentalNeed: saveOperation(
      'app.departmentalNeed.write',
      (args: { departmentalNeed: unknown }, { db, user }) =>
        saveDepartmentalNeed(db, user, args.departmentalNeed),
    ),
    deleteDepartmentalNeed: deleteOperation('app.departmentalNeed.delete', deleteDepartmentalNeed),
  },
};
