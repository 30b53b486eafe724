import { ResponseCode } from '../../contract/responseCodes';
import type { Permission } from '../../contract/permissions';
import type { AuthUser } from '../auth/currentUser';
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../requestContext';
import { actingAs } from '../db/history';
import { assertRecentSecondFactor, STEP_UP_OPERATIONS } from '../auth/secondFactor/signInFactors';
import { AppError } from '../errors';
import { toFailure, type Result } from './result';

export type SignedInContext = RequestContext & { user: AuthUser };

/**
 * Runs an operation in a savepoint when the request runs in one transaction (see inTransaction). A
 * signed-in user's mutation runs in its own transaction naming them as the actor, so the history
 * entries the database writes for its changes (decision 101) commit or roll back with them.
 */
const isolated = <C extends RequestContext, T>(
  ctx: C,
  info: GraphQLResolveInfo | undefined,
  run: (ctx: C) => Promise<T>,
): Promise<T> => {
  const { user } = ctx;
  if (user && info?.operation.operation === 'mutation') {
    return ctx.db.transaction(async (tx) => {
      await actingAs(tx, user.id);
      return run({ ...ctx, db: tx });
    });
  }
  return ctx.inTransaction ? ctx.db.transaction((tx) => run({ ...ctx, db: tx })) : run(ctx);
};

/**
 * The envelope of every operation: `admit` checks the caller (throwing an AppError when they may not
 * call it) before `run` runs in its savepoint or transaction; a thrown AppError answers with its own
 * code, anything else 9006.
 */
function enveloped<Args, T, C extends RequestContext>(
  admit: (ctx: RequestContext) => C,
  run: (args: Args, ctx: C) => Promise<Result<T>>,
) {
  return async (
    _parent: unknown,
    args: Args,
    ctx: RequestContext,
    info?: GraphQLResolveInfo,
  ): Promise<Result<T>> => {
    try {
      const admitted = admit(ctx);
      // Sensitive operations need a recent second factor (issue 40), checked before they run.
      if (admitted.user && info && STEP_UP_OPERATIONS.has(info.fieldName)) {
        await assertRecentSecondFactor(admitted.db, admitted.config, admitted.user);
      }
      return await isolated(admitted, info, (c) => run(args, c));
    } catch (error) {
      return toFailure(error);
    }
  };
}

/** No session is 9005. */
const signedIn = (ctx: RequestContext): SignedInContext => {
  if (!ctx.user) throw new AppError(ResponseCode.UNAUTHENTICATED);
  return ctx as SignedInContext;
};

/**
 * Wraps a resolver so that it checks the caller's permission first and always answers with the envelope:
 * no session is 9005, a missing permission 9004, a thrown AppError its own code, anything else 9006.
 */
export function operation<Args, T>(
  permission: Permission,
  run: (args: Args, ctx: SignedInContext) => Promise<Result<T>>,
) {
  return enveloped((ctx) => {
    const caller = signedIn(ctx);
    if (!caller.user.permissions.has(permission)) throw new AppError(ResponseCode.FORBIDDEN);
    return caller;
  }, run);
}

/** For the few operations anyone may call (error reports from public pages): the envelope, no checks. */
export function publicOperation<Args, T>(
  run: (args: Args, ctx: RequestContext) => Promise<Result<T>>,
) {
  return enveloped((ctx) => ctx, run);
}

/** For what every signed-in user may do to their own account (the signing wizard): a session only. */
export function signedInOperation<Args, T>(
  run: (args: Args, ctx: SignedInContext) => Promise<Result<T>>,
) {
  return enveloped(signedIn, run);
}
