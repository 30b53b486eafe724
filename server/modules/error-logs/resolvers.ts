import { ResponseCode } from '../../../contract/responseCodes';
import type { PageArgs } from '../../db/paging';
import { publicOperation } from '../../graphql/operation';
import { AppError } from '../../errors';
import { success } from '../../graphql/result';
import { allowAttempt, REPORT_LIMIT } from '../../http/attempts';
import { errorLogInputSchema, listErrorLogs, saveErrorLog } from './store';
import { storeOperation } from '../../graphql/guards';

/** Errors the browser reports, and their list for administrators. */
export const errorLogResolvers = {
  Query: {
    getErrorLogs: storeOperation('monitor.errorLog.read', (args: PageArgs, { db }) =>
      listErrorLogs(db, args.pageParam),
    ),
  },
  Mutation: {
    saveErrorLog: publicOperation(
      async (args: { errorLog: unknown }, { db, user, clientAddress }) => {
        if (!(await allowAttempt(db, REPORT_LIMIT, user?.uuid ?? clientAddress))) {
          throw new AppError(ResponseCode.TOO_MANY_ATTEMPTS);
        }
        const input = errorLogInputSchema.parse(args.errorLog);
        return success(await saveErrorLog(db, input, user, clientAddress), 'Saved');
      },
    ),
  },
};
