import { ResponseCode } from '../../../contract/responseCodes';
import type { RequestContext } from '../../requestContext';
import { publicOperation, signedInOperation } from '../../graphql/operation';
import { AppError } from '../../errors';
import { success } from '../../graphql/result';
import { allowAttempt } from '../../http/attempts';
import { messengerFor } from '../../messaging/messenger';
import { completeBidChange, initiateWithdrawSubmission, withdrawSubmissionSchema } from './store';

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
    initiateWithdrawSubmission: signedInOperation(
      async (args: { withdrawSubmissionDTO: unknown }, ctx) => {
        await throttle(ctx);
        const dto = withdrawSubmissionSchema.parse(args.withdrawSubmissionDTO);
        return success(
          await initiateWithdrawSubmission(
            ctx.db,
            ctx.config,
            messengerFor(ctx.config),
            ctx.user,
            dto,
          ),
          'Withdrawal requested: confirm it with the link sent to your email',
        );
      },
    ),
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
