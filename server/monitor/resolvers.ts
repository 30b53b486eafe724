import { ResponseCode } from '../../contract/responseCodes';
import type { PageParam } from '../db/paging';
import { operation, publicOperation, signedInOperation } from '../graphql/operation';
import { AppError } from '../errors';
import { success } from '../graphql/result';
import { createRateLimiter } from '../http/rateLimiter';
import { errorLogInputSchema, listErrorLogs, saveErrorLog } from './errorLogs.store';
import {
  feedbackInputSchema,
  listFeedback,
  platformStatistics,
  saveFeedback,
} from './feedback.store';

// Public pages report too, so reports are limited per connection address to keep the log readable.
const reportLimiter = createRateLimiter({ limit: 60, windowMs: 60_000 });

export const monitorResolvers = {
  Query: {
    getErrorLogs: operation(
      'monitor.errorLog.read',
      async (args: { pageParam?: PageParam | null }, { db }) =>
        success(await listErrorLogs(db, args.pageParam)),
    ),
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
    saveErrorLog: publicOperation(
      async (args: { errorLog: unknown }, { db, user, clientAddress }) => {
        if (!reportLimiter.allow(user?.uuid ?? clientAddress)) {
          throw new AppError(ResponseCode.TOO_MANY_ATTEMPTS);
        }
        const input = errorLogInputSchema.parse(args.errorLog);
        return success(await saveErrorLog(db, input, user, clientAddress), 'Saved');
      },
    ),
    saveFeedback: signedInOperation(async (args: { feedback: unknown }, { db, user }) => {
      if (!reportLimiter.allow(user.uuid)) throw new AppError(ResponseCode.TOO_MANY_ATTEMPTS);
      const input = feedbackInputSchema.parse(args.feedback);
      return success(await saveFeedback(db, input, user), 'Thank you for your feedback');
    }),
  },
};
