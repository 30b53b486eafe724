import { ResponseCode } from '../../contract/responseCodes';
import type { PageParam } from '../db/paging';
import { operation, publicOperation } from '../graphql/operation';
import { AppError, success } from '../graphql/result';
import { createRateLimiter } from '../http/rateLimiter';
import { errorLogInputSchema, listErrorLogs, saveErrorLog } from './errorLogs.store';

// Public pages report too, so reports are limited per connection address to keep the log readable.
const reportLimiter = createRateLimiter({ limit: 60, windowMs: 60_000 });

export const monitorResolvers = {
  Query: {
    getErrorLogs: operation(
      'monitor.errorLog.read',
      async (args: { pageParam?: PageParam | null }, { db }) =>
        success(await listErrorLogs(db, args.pageParam)),
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
  },
};
