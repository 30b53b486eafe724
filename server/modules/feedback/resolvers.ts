import { ResponseCode } from '../../../contract/responseCodes';
import type { PageArgs } from '../../db/paging';
import { signedInOperation } from '../../graphql/operation';
import { AppError } from '../../errors';
import { success } from '../../graphql/result';
import { allowAttempt, REPORT_LIMIT } from '../../http/attempts';
import { feedbackInputSchema, listFeedback, platformStatistics, saveFeedback } from './store';
import { storeOperation } from '../../graphql/guards';

/** Users' feedback and the platform statistics beside it. */
export const feedbackResolvers = {
  Query: {
    getFeedbacks: storeOperation('monitor.feedback.read', (args: PageArgs, { db }) =>
      listFeedback(db, args.pageParam),
    ),
    getPlatformStatistics: storeOperation('monitor.statistics.read', (_args: unknown, { db }) =>
      platformStatistics(db),
    ),
  },
  Mutation: {
    saveFeedback: signedInOperation(async (args: { feedback: unknown }, { db, user }) => {
      if (!(await allowAttempt(db, REPORT_LIMIT, user.uuid)))
        throw new AppError(ResponseCode.TOO_MANY_ATTEMPTS);
      const input = feedbackInputSchema.parse(args.feedback);
      return success(await saveFeedback(db, input, user), 'Thank you for your feedback');
    }),
  },
};
