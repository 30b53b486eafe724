import type { AppListArgs } from '../../db/appPaging';
import { signedInOperation } from '../../graphql/operation';
import { successList } from '../../graphql/result';
import { pageMyClarifications, summarizeMyClarifications } from './store';
import { storeOperation } from '../../graphql/guards';

/** Clarification requests of procuring entities. */
export const clarificationResolvers = {
  Query: {
    getMyClarificationTasksSummary: signedInOperation(async (_args: unknown, { db, user }) =>
      successList(await summarizeMyClarifications(db, user)),
    ),
    getClarificationsByPEData: storeOperation('signedIn', (args: AppListArgs, { db, user }) =>
      pageMyClarifications(db, user, args.input ?? null),
    ),
  },
};
