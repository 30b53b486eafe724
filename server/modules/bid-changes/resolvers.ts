import { ResponseCode } from '../../../contract/responseCodes';
import type { RequestContext } from '../../graphql/context';
import { publicOperation } from '../../graphql/operation';
import { AppError } from '../../errors';
import { success } from '../../graphql/result';
import { allowAttempt } from '../../http/attempts';
import { completeBidChange } from './store';

type BidChangeArgs = { action: string; token: string };

const linkLimit = { scope: 'bid-change-link', limit: 30, windowSeconds: 3600 };

const throttle = async ({ db, clientAddress }: RequestContext) => {
  if (!(await allowAttempt(db, linkLimit, clientAddress))) {
    throw new AppError(ResponseCode.TOO_MANY_ATTEMPTS);
  }
};

/** Withdrawing or modifying a submitted bid through an emailed link. */
export const bidChangeResolvers = {
  Mutation: {
    completeSubmissionWithdraw: publicOperation(async (args: BidChangeArgs, ctx) => {
      await throttle(ctx);
      return success(await completeBidChange(ctx.db, 'WITHDRAW', args.action, args.token));
    }),
    completeSubmissionModification: publicOperation(async (args: BidChangeArgs, ctx) => {
      await throttle(ctx);
      return success(await completeBidChange(ctx.db, 'MODIFICATION', args.action, args.token));
    }),
  },
};
