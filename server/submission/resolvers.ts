import { ResponseCode } from '../../contract/responseCodes';
import type { RequestContext } from '../graphql/context';
import type { AppInput } from '../db/appPaging';
import { publicOperation, signedInOperation } from '../graphql/operation';
import { AppError, success } from '../graphql/result';
import { allowAttempt } from '../onboarding/attempts';
import { completeBidChange } from './bidChanges.store';
import { pageMyClarifications, summarizeMyClarifications } from './clarifications.store';

type BidChangeArgs = { action: string; token: string };

const linkLimit = { scope: 'bid-change-link', limit: 30, windowSeconds: 3600 };

const throttle = async ({ db, clientAddress }: RequestContext) => {
  if (!(await allowAttempt(db, linkLimit, clientAddress))) {
    throw new AppError(ResponseCode.TOO_MANY_ATTEMPTS);
  }
};

export const submissionResolvers = {
  Query: {
    getMyClarificationTasksSummary: signedInOperation(async (_args: unknown, { db, user }) => ({
      ...success(null),
      dataList: await summarizeMyClarifications(db, user),
    })),
    getClarificationsByPEData: signedInOperation(
      async (args: { input?: AppInput | null }, { db, user }) =>
        success(await pageMyClarifications(db, user, args.input ?? null)),
    ),
  },
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
