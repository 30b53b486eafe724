import { ResponseCode } from '../../../contract/responseCodes';
import type { PageParam } from '../../db/paging';
import { operation, signedInOperation } from '../../graphql/operation';
import { AppError } from '../../errors';
import { success } from '../../graphql/result';
import { allowAttempt, REPORT_LIMIT } from '../../http/attempts';
import { feedbackInputSchema, listFeedback, platformStatistics, saveFeedback } from './store';

/** Users' feedback and the platform statistics beside it. */
export const feedbackResolvers = {
  Query: {
    getFeedbacks: operation(
      'monitor.feedback.read',
      async (args: { pageParam?: PageParam | null }, { db }) =>
        success(await listFeedback(db, args.pageParam)),
    ),
    getPlatformStatistics: operation('monitor.statistics.read', async (_args: unknown, { db }) =>
      success(await platformStatistics(db)),
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
