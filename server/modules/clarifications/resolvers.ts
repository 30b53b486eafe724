import type { AppInput } from '../../db/appPaging';
import { signedInOperation } from '../../graphql/operation';
import { success, successList } from '../../graphql/result';
import { pageMyClarifications, summarizeMyClarifications } from './store';

/** Clarification requests of procuring entities. */
export const clarificationResolvers = {
  Query: {
    getMyClarificationTasksSummary: signedInOperation(async (_args: unknown, { db, user }) =>
      successList(await summarizeMyClarifications(db, user)),
    ),
    getClarificationsByPEData: signedInOperation(
      async (args: { input?: AppInput | null }, { db, user }) =>
        success(await pageMyClarifications(db, user, args.input ?? null)),
    ),
  },
};
