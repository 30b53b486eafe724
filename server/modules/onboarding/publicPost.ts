import type { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { RequestContext } from '../../requestContext';
import { readJson } from '../../http/respond';
import type { Route } from '../../restRoutes';
import { allowAttempt, type AttemptLimit } from '../../http/attempts';
import { reply } from './reply';

/**
 * A public POST call of onboarding: the caller's address must be within `limit`, and the body must
 * match `schema`; otherwise the answer is TOO_MANY_ATTEMPTS or INVALID_INPUT and nothing happens.
 */
export const publicPost = <S extends z.ZodType>(
  path: string,
  limit: AttemptLimit,
  schema: S,
  handle: (input: z.infer<S>, ctx: RequestContext) => Promise<Response>,
): Route => ({
  method: 'POST',
  path,
  async handle(request, ctx) {
    if (!(await allowAttempt(ctx.db, limit, ctx.clientAddress))) {
      return reply(ctx, 'tooManyAttempts', { code: ResponseCode.TOO_MANY_ATTEMPTS });
    }
    const input = schema.safeParse(await readJson(request));
    if (!input.success) return reply(ctx, 'invalidInput', { code: ResponseCode.INVALID_INPUT });
    return handle(input.data, ctx);
  },
});
