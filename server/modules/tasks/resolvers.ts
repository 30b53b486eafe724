import type { AppInput } from '../../db/appPaging';
import { signedInOperation } from '../../graphql/operation';
import { success, successList } from '../../graphql/result';
import { listEndorsedRequisitionsToMerge, pageRequisitions, summarizeMyTasks } from './store';

type ListArgs = { input?: AppInput | null };

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
    getProcurementRequisitions: signedInOperation(async (args: ListArgs, { db, user }) =>
      success(await pageRequisitions(db, user, args.input ?? null)),
    ),
  },
};
