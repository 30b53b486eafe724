import { z } from 'zod';
import { ResponseCode, responseCodeDescriptions } from '../../../contract/responseCodes';
import { logUnexpected } from '../../correlation';
import { AppError } from '../../errors';
import type { RequestContext } from '../../requestContext';
import type { Route } from '../../restRoutes';
import { json, jsonFailure, readJson } from '../../http/respond';

const statusOf: Partial<Record<number, number>> = {
  [ResponseCode.INVALID_INPUT]: 400,
  [ResponseCode.NOT_FOUND]: 404,
  [ResponseCode.FORBIDDEN]: 403,
  [ResponseCode.UNAUTHENTICATED]: 401,
  [ResponseCode.ACCOUNT_INACTIVE]: 403,
  // 400, not 401: the browser ends a session on any 401 to a signed-in call (a wrong step-up code
  // must not sign the user out).
  [ResponseCode.TOKEN_INVALID]: 400,
  [ResponseCode.TOO_MANY_ATTEMPTS]: 429,
  [ResponseCode.STEP_UP_REQUIRED]: 403,
  [ResponseCode.INVALID_SECOND_FACTOR]: 400,
};

/**
 * A second-factor call's handler with its input parsed by `schema`: bad input is 400 and changes
 * nothing, an AppError answers its code (with its data: step-up says whether the user has a factor),
 * anything else 500 without details.
 */
export function answering<S extends z.ZodType>(
  schema: S,
  handle: (input: z.infer<S>, ctx: RequestContext) => Promise<Response>,
): Route['handle'] {
  return async (request, ctx) => {
    const input = schema.safeParse((await readJson(request)) ?? {});
    if (!input.success) return jsonFailure(400, ResponseCode.INVALID_INPUT);
    try {
      return await handle(input.data, ctx);
    } catch (error) {
      if (error instanceof AppError) {
        const failure = jsonFailure(statusOf[error.code] ?? 400, error.code, error.message);
        if (error.data === undefined) return failure;
        return json({ ...(await failure.json()), data: error.data }, failure.status);
      }
      logUnexpected('a second-factor call failed', error);
      return jsonFailure(500, ResponseCode.OPERATION_FAILED);
    }
  };
}

export const ok = (data: unknown = null) =>
  json({ status: true, code: ResponseCode.SUCCESS, message: responseCodeDescriptions[9000], data });
