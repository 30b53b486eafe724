import { OTP_TTL_SECONDS } from '../../../contract/onboarding';
import { ResponseCode } from '../../../contract/responseCodes';
import { restPaths } from '../../../contract/services';
import { findUserByEmail, isDeactivated } from '../../auth/currentUser';
import type { Config } from '../../config';
import { json } from '../../http/respond';
import type { Route } from '../../restRoutes';
import type { RequestContext } from '../../requestContext';
import type { Messenger } from '../../messaging/messenger';
import {
  consumeToken,
  findLiveToken,
  issueActionToken,
  revokeUserTokens,
} from '../../auth/actionTokens';
import { allowAttempt } from '../../http/attempts';
import { acceptCaptcha, newCaptchaChallenge } from './captcha';
import { activationEmail, otpText } from './emails';
import { checkOtp, issueOtp } from './otp';
import { maskPhone } from './masking';
import { publicPost } from './publicPost';
import { sendDetached } from '../../messaging/sendDetached';
import { reply } from './reply';
import { limits, schemas } from './accountInputs';
import {
  createSelfRegisteredTenderer,
  latestLiveActivation,
  liveOtpSecondsLeft,
} from './accounts.store';

/** A deactivated account is brought back by an administrator only: no new link, no code. */
const refuseDeactivated = (ctx: RequestContext) =>
  reply(ctx, 'accountDeactivated', { code: ResponseCode.ACCOUNT_INACTIVE });

/** What the activation routes need beyond the request. */
interface ActivationDeps {
  config: Config;
  messenger: Messenger;
  paths: ReturnType<typeof restPaths>;
}

/**
 * A new activation link (the earlier one stops working). The link shows the phone masked: links
 * end up in browser histories and proxy logs. `isDetached` answers without waiting for the mail
 * server (a resend, whose timing must not tell a known account).
 */
const sendActivationLink = async (
  { config, messenger }: ActivationDeps,
  ctx: RequestContext,
  userId: number,
  to: string,
  phone: string,
  isDetached = false,
) => {
  await revokeUserTokens(ctx.db, userId, 'ACTIVATION');
  const activationToken = await issueActionToken(ctx.db, 'ACTIVATION', { userId });
  const path = `/otp-verify/${activationToken}/${encodeURIComponent(maskPhone(phone))}/${encodeURIComponent(to)}`;
  const url = `${config.publicUrl}${path}`;
  const send = () => messenger.sendEmail(ctx.db, activationEmail(ctx.language, to, url));
  if (isDetached) sendDetached(send);
  else await send();
};

/** A new code by SMS (the earlier one stops working), sent without waiting for the gateway. */
const sendOtp = async (
  { messenger }: ActivationDeps,
  ctx: RequestContext,
  actionTokenId: number,
  phone: string,
) => {
  const code = await issueOtp(ctx.db, actionTokenId);
  sendDetached(() => messenger.sendSms(ctx.db, { to: phone, text: otpText(ctx.language, code) }));
};

/**
 * Registration and activation by emailed link and SMS code. Every call is public, throttled per caller
 * address, and answers {status, code, message, data}, the shape the onboarding pages read.
 */
export function activationRoutes(config: Config, messenger: Messenger): Route[] {
  const deps: ActivationDeps = { config, messenger, paths: restPaths(config.product) };
  return [
    captchaChallengeRoute(deps),
    registerTendererRoute(deps),
    sendActivationEmailRoute(deps),
    checkIfActivatedRoute(deps),
    resendOtpRoute(deps),
    verifyOtpRoute(deps),
  ];
}

/** A new captcha for the registration form. */
function captchaChallengeRoute(deps: ActivationDeps): Route {
  const { paths } = deps;
  return {
    method: 'GET',
    path: paths.captchaChallenge,
    async handle(_request, ctx) {
      if (!(await allowAttempt(ctx.db, limits.captcha, ctx.clientAddress))) {
        return reply(ctx, 'tooManyAttempts', { code: ResponseCode.TOO_MANY_ATTEMPTS });
      }
      return json(await newCaptchaChallenge(ctx.db));
    },
  };
}

/** A tenderer registers: the account, inactive, and its activation link by email. */
function registerTendererRoute(deps: ActivationDeps): Route {
  const { paths } = deps;
  return publicPost(
    paths.registerTenderer,
    limits.register,
    schemas.register,
    async (input, ctx) => {
      if (!(await acceptCaptcha(ctx.db, input.captcha))) {
        return reply(ctx, 'captchaFailed', { code: ResponseCode.INVALID_INPUT });
      }
      const existing = await findUserByEmail(ctx.db, input.email);
      if (existing?.active) return reply(ctx, 'accountExists', { code: ResponseCode.DUPLICATE });
      if (existing && isDeactivated(existing)) return refuseDeactivated(ctx);
      if (existing) return reply(ctx, 'accountNotActive', { code: ResponseCode.ACCOUNT_INACTIVE });
      // Already in international form (schemas.register).
      const { phone } = input;
      const user = await createSelfRegisteredTenderer(ctx.db, input.email, phone);
      await sendActivationLink(deps, ctx, user.id, input.email, phone);
      return reply(ctx, 'tendererRegistered');
    },
  );
}

/**
 * sendEmail: the activation link again, for an account that exists but is not active. Every address
 * gets the same answer (and the same limit), so it does not tell which accounts exist.
 */
function sendActivationEmailRoute(deps: ActivationDeps): Route {
  const { paths } = deps;
  return publicPost(paths.sendEmail, limits.register, schemas.email, async (input, ctx) => {
    if (!(await allowAttempt(ctx.db, limits.activationEmail, input.email))) {
      return reply(ctx, 'tooManyAttempts', { code: ResponseCode.TOO_MANY_ATTEMPTS });
    }
    const user = await findUserByEmail(ctx.db, input.email);
    if (user && !user.active && !isDeactivated(user)) {
      await sendActivationLink(deps, ctx, user.id, user.email, user.phone ?? '', true);
    }
    return reply(ctx, 'activationResent');
  });
}

/** checkIfActivated: the OTP page opens the activation link; a code is sent unless one is live. */
function checkIfActivatedRoute(deps: ActivationDeps): Route {
  const { paths } = deps;
  return publicPost(
    paths.checkIfActivated,
    limits.otpVerify,
    schemas.activation,
    async (input, ctx) => {
      const activation = await findLiveToken(ctx.db, input.activationToken, ['ACTIVATION']);
      const user = activation && (await findUserByEmail(ctx.db, input.email));
      if (!activation || !user || user.id !== activation.userId) {
        // The page that opens the link shows this answer as its content: an HTTP 200, so that the
        // browser does not log a failed request (410) in the console of a normal outcome (issue 42).
        return reply(ctx, 'tokenNotFound', { code: ResponseCode.TOKEN_INVALID, httpStatus: 200 });
      }
      if (user.active) return reply(ctx, 'alreadyActive', { code: ResponseCode.DUPLICATE });
      if (isDeactivated(user)) return refuseDeactivated(ctx);
      const secondsLeft = await liveOtpSecondsLeft(ctx.db, activation.id);
      if (secondsLeft === 0) {
        if (!(await allowAttempt(ctx.db, limits.otpSend, user.email))) {
          return reply(ctx, 'tooManyAttempts', { code: ResponseCode.TOO_MANY_ATTEMPTS });
        }
        await sendOtp(deps, ctx, activation.id, user.phone ?? '');
      }
      return reply(ctx, 'otpSent', {
        values: { phone: maskPhone(user.phone) },
        data: {
          activationToken: input.activationToken,
          secondsLeft: secondsLeft || OTP_TTL_SECONDS,
        },
      });
    },
  );
}

/**
 * resendTokenPE: a new code for the account's live activation link (the Resend link). It takes an
 * email alone, so every address gets the same answer (no phone number, not even masked) and the
 * same limit: it does not tell which accounts exist, nor their numbers.
 */
function resendOtpRoute(deps: ActivationDeps): Route {
  const { paths } = deps;
  return publicPost(paths.resendTokenPE, limits.otpVerify, schemas.email, async (input, ctx) => {
    if (!(await allowAttempt(ctx.db, limits.otpSend, input.email))) {
      return reply(ctx, 'tooManyAttempts', { code: ResponseCode.TOO_MANY_ATTEMPTS });
    }
    const user = await findUserByEmail(ctx.db, input.email);
    const activation =
      user && !user.active && !isDeactivated(user)
        ? await latestLiveActivation(ctx.db, user.id)
        : undefined;
    if (user && activation) await sendOtp(deps, ctx, activation.id, user.phone ?? '');
    return reply(ctx, 'otpResent');
  });
}

/**
 * resetPasswordTokenPE: the five digits; a right code ends the activation link and opens create-
 * password with a new, short-lived token.
 */
function verifyOtpRoute(deps: ActivationDeps): Route {
  const { paths } = deps;
  return publicPost(
    paths.resetPasswordTokenPE,
    limits.otpVerify,
    schemas.otp,
    async (input, ctx) => {
      const activation = await findLiveToken(ctx.db, input.activationToken, ['ACTIVATION']);
      if (!activation?.userId)
        return reply(ctx, 'tokenNotFound', { code: ResponseCode.TOKEN_INVALID });
      const check = await checkOtp(ctx.db, activation.id, input.otpToken);
      if (check === 'WRONG') return reply(ctx, 'otpWrong', { code: ResponseCode.INVALID_INPUT });
      if (check === 'EXPIRED')
        return reply(ctx, 'otpExpired', { code: ResponseCode.TOKEN_INVALID });
      if (check === 'TOO_MANY_TRIES') {
        return reply(ctx, 'otpTooManyTries', { code: ResponseCode.TOO_MANY_ATTEMPTS });
      }
      if (!(await consumeToken(ctx.db, activation.id))) {
        return reply(ctx, 'tokenNotFound', { code: ResponseCode.TOKEN_INVALID });
      }
      const passwordToken = await issueActionToken(ctx.db, 'CREATE_PASSWORD', {
        userId: activation.userId,
      });
      return reply(ctx, 'otpVerified', { data: { activationToken: passwordToken } });
    },
  );
}
