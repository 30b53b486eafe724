import { ResponseCode, type ResponseCodeValue } from '../../../contract/responseCodes';
import type { RequestContext } from '../../requestContext';
import { json } from '../../http/respond';
import { onboardingText, type OnboardingMessage } from './messages';

/** The onboarding envelope {status, code, message, data} with a message in the caller's language. */
export function reply(
  ctx: RequestContext,
  message: OnboardingMessage,
  options: {
    code?: ResponseCodeValue;
    data?: unknown;
    values?: Record<string, string | number>;
    httpStatus?: number;
  } = {},
): Response {
  const code = options.code ?? ResponseCode.SUCCESS;
  const httpStatus = options.httpStatus ?? httpStatusOf(code);
  return json(
    {
      status: code === ResponseCode.SUCCESS,
      code,
      message: onboardingText(ctx.language, message, options.values),
      data: options.data ?? null,
    },
    httpStatus,
  );
}

function httpStatusOf(code: ResponseCodeValue): number {
  switch (code) {
    case ResponseCode.SUCCESS:
      return 200;
    case ResponseCode.NOT_FOUND:
      return 404;
    case ResponseCode.DUPLICATE:
    case ResponseCode.ACCOUNT_INACTIVE:
      return 409;
    case ResponseCode.TOO_MANY_ATTEMPTS:
      return 429;
    case ResponseCode.TOKEN_INVALID:
      return 410;
    default:
      return 400;
  }
}
