import { ResponseCode } from '../../contract/responseCodes';
import type { RequestContext } from '../graphql/context';
import { publicOperation } from '../graphql/operation';
import { AppError, success } from '../graphql/result';
import { allowAttempt } from '../onboarding/attempts';
import { completeBidChange } from './bidChanges.store';

type BidChangeArgs = { action: string; token: string };

const linkLimit = { scope: 'bid-change-link', limit: 30, windowSeconds: 3600 };

const throttle = async ({ db, clientAddress }: RequestContext) => {
  if (!(await allowAttempt(db, linkLimit, clientAddress))) {
    throw new AppError(ResponseCode.TOO_MANY_ATTEMPTS);
  }
};

export const submissionResolvers = {
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
