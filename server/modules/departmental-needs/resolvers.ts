import { parseVersion } from '../../db/entityTable';
import type { AppInput } from '../../db/appPaging';
import { deleteDepartmentalNeed, pageDepartmentalNeeds, saveDepartmentalNeed } from './store';
import { saveOperation, storeOperation } from '../../reference-kit/resolvers';

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
    createUpdateDepartmentalNeed: saveOperation(
      'app.departmentalNeed.write',
      (args: { departmentalNeed: unknown }, { db, user }) =>
        saveDepartmentalNeed(db, user, args.departmentalNeed),
    ),
    deleteDepartmentalNeed: storeOperation(
      'app.departmentalNeed.delete',
      (args: { uuid: string; version?: unknown }, { db, user }) =>
        deleteDepartmentalNeed(db, user, args.uuid, parseVersion(args.version)),
      'Deleted Successfully',
    ),
  },
};
