import type { AppListArgs } from '../../db/appPaging';
import { signedInOperation } from '../../graphql/operation';
import { successList } from '../../graphql/result';
import { listEndorsedRequisitionsToMerge, pageRequisitions, summarizeMyTasks } from './store';
import { storeOperation } from '../../graphql/guards';

/** The signed-in user's tasks and the requisitions behind them. */
export const taskResolvers = {
  Query: {
    getMyTasksSummary: signedInOperation(async (_args: unknown, { db, user }) =>
      successList(await summarizeMyTasks(db, user.id)),
    ),
    getEndorsedAssignedTendersReqNotMerged: signedInOperation(
      async (_args: unknown, { db, user }) =>
        successList(await listEndorsedRequisitionsToMerge(db, user.id)),
    ),
    getProcurementRequisitions: storeOperation('signedIn', (args: AppListArgs, { db, user }) =>
      pageRequisitions(db, user, args.input ?? null),
    ),
  },
};
