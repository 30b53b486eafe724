import { ResponseCode } from '../../contract/responseCodes';
import type { Permission } from '../../contract/permissions';
import type { AuthUser } from '../auth/currentUser';
import type { RequestContext } from './context';
import { AppError } from '../errors';
import { toFailure, type Result } from './result';

export type SignedInContext = RequestContext & { user: AuthUser };

/** Runs an operation in a savepoint when the request runs in one transaction (see inTransaction). */
const isolated = <C extends RequestContext, T>(ctx: C, run: (ctx: C) => Promise<T>): Promise<T> =>
  ctx.inTransaction ? ctx.db.transaction((tx) => run({ ...ctx, db: tx })) : run(ctx);

/**
 * Wraps a resolver so that it checks the caller's permission first and always answers with the envelope:
 * no session is 9005, a missing permission 9004, a thrown AppError its own code, anything else 9006.
 */
export function operation<Args, T>(
  permission: Permission,
  run: (args: Args, ctx: SignedInContext) => Promise<Result<T>>,
) {
  return async (_parent: unknown, args: Args, ctx: RequestContext): Promise<Result<T>> => {
    try {
      if (!ctx.user) throw new AppError(ResponseCode.UNAUTHENTICATED);
      if (!ctx.user.permissions.has(permission)) throw new AppError(ResponseCode.FORBIDDEN);
      return await isolated(ctx as SignedInContext, (c) => run(args, c));
    } catch (error) {
      return toFailure(error);
    }
  };
}

/** For the few operations anyone may call (error reports from public pages): the envelope, no checks. */
export function publicOperation<Args, T>(
  run: (args: Args, ctx: RequestContext) => Promise<Result<T>>,
) {
  return async (_parent: unknown, args: Args, ctx: RequestContext): Promise<Result<T>> => {
    try {
      return await isolated(ctx, (c) => run(args, c));
    } catch (error) {
      return toFailure(error);
    }
  };
}

/** For what every signed-in user may do to their own account (the signing wizard): a session only. */
export function signedInOperation<Args, T>(
  run: (args: Args, ctx: SignedInContext) => Promise<Result<T>>,
) {
  return async (_parent: unknown, args: Args, ctx: RequestContext): Promise<Result<T>> => {
    try {
      if (!ctx.user) throw new AppError(ResponseCode.UNAUTHENTICATED);
      return await isolated(ctx as SignedInContext, (c) => run(args, c));
    } catch (error) {
      return toFailure(error);
    }
  };
}
