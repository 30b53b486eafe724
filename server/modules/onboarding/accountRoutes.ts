import { and, eq, isNull, sql } from 'drizzle-orm';
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';
import { z } from 'zod';
import {
  OTP_MAX_TRIES,
  OTP_TTL_SECONDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REQUIRED_PASSWORD_STRENGTH,
  RESET_EMAIL_LOCK_MINUTES,
} from '../../../contract/onboarding';
import { passwordStrength } from '../../../contract/passwordStrength';
import { ResponseCode } from '../../../contract/responseCodes';
import { restPaths } from '../../../contract/services';
import { findUserByEmail } from '../../auth/currentUser';
import { hashPassword } from '../../auth/passwords';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema/identity';
import { json } from '../../http/respond';
import type { Route } from '../../http/routes';
import type { RequestContext } from '../../graphql/context';
import type { Messenger } from '../../messaging/messenger';
import {
  consumeToken,
  findLiveToken,
  issueActionToken,
  revokeUserTokens,
} from '../../auth/actionTokens';
import {
  allowAttempt,
  forgetAttempts,
  secondsUntilWindowEnds,
  type AttemptLimit,
} from '../../http/attempts';
import { acceptCaptcha, newCaptchaChallenge } from './captcha';
import { activationEmail, otpText, passwordResetEmail } from './emails';
import { checkOtp, issueOtp } from './otp';
import { publicPost } from './publicPost';
import { reply } from './reply';

/** Per-address limits of the public calls, and the per-email ones that protect one person's inbox. */
const limits = {
  register: { scope: 'register', limit: 10, windowSeconds: 3600 },
  activationEmail: { scope: 'activation-email', limit: 3, windowSeconds: 20 * 60 },
  otpSend: { scope: 'otp-send', limit: 5, windowSeconds: 3600 },
  otpVerify: { scope: 'otp-verify', limit: 30, windowSeconds: 3600 },
  passwordToken: { scope: 'password-token', limit: 30, windowSeconds: 3600 },
  resetRequest: { scope: 'reset-request', limit: 10, windowSeconds: 3600 },
  resetEmailLock: { scope: 'reset-email', limit: 1, windowSeconds: RESET_EMAIL_LOCK_MINUTES * 60 },
  captcha: { scope: 'captcha', limit: 60, windowSeconds: 3600 },
} satisfies Record<string, AttemptLimit>;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const token = z.string().min(1).max(200);
const schemas = {
  register: z.object({
    email,
    phone: z
      .string()
      .trim()
      .max(20)
      .refine((phone) => isValidPhoneNumber(phone)),
    captcha: z.string().max(4000),
  }),
  email: z.object({ email }),
  emailWithCaptcha: z.object({ email, captcha: z.string().max(4000) }),
  activation: z.object({ email, activationToken: token }),
  otp: z.object({ otpToken: z.string().regex(/^\d{5}$/), activationToken: token }),
  token: z.object({ token }),
  resetToken: z.object({ resetToken: token }),
  createPassword: z.object({
    newPassword: z.string(),
    confirmPassword: z.string(),
    activationToken: token,
    uuid: z.string().max(60).nullish(),
  }),
};

/**
 * Registration, activation by emailed link and SMS code, password creation and reset
 * (the public onboarding area spec, sections 4, 5 and 7.1). Every call is public, throttled per caller
 * address, and answers {status, code, message, data}.
 */
export function accountRoutes(config: Config, messenger: Messenger): Route[] {
  const paths = restPaths(config.product);
  const link = (path: string) => `${config.publicUrl}${path}`;

  const sendActivationLink = async (
    ctx: RequestContext,
    userId: number,
    to: string,
    phone: string,
  ) => {
    await revokeUserTokens(ctx.db, userId, 'ACTIVATION');
    const activationToken = await issueActionToken(ctx.db, 'ACTIVATION', { userId });
    const url = link(
      `/otp-verify/${activationToken}/${encodeURIComponent(phone)}/${encodeURIComponent(to)}`,
    );
    await messenger.sendEmail(ctx.db, activationEmail(ctx.language, to, url));
  };

  /** A new code by SMS (the earlier one stops working). */
  const sendOtp = async (ctx: RequestContext, actionTokenId: number, phone: string) => {
    const code = await issueOtp(ctx.db, actionTokenId);
    await messenger.sendSms(ctx.db, { to: phone, text: otpText(ctx.language, code) });
  };

  return [
    {
      method: 'GET',
      path: paths.captchaChallenge,
      async handle(_request, ctx) {
        if (!(await allowAttempt(ctx.db, limits.captcha, ctx.clientAddress))) {
          return reply(ctx, 'tooManyAttempts', { code: ResponseCode.TOO_MANY_ATTEMPTS });
        }
        return json(await newCaptchaChallenge(ctx.db));
      },
    },

    publicPost(paths.registerTenderer, limits.register, schemas.register, async (input, ctx) => {
      if (!(await acceptCaptcha(ctx.db, input.captcha))) {
        return reply(ctx, 'captchaFailed', { code: ResponseCode.INVALID_INPUT });
      }
      const existing = await findUserByEmail(ctx.db, input.email);
      if (existing?.active) return reply(ctx, 'accountExists', { code: ResponseCode.DUPLICATE });
      if (existing) return reply(ctx, 'accountNotActive', { code: ResponseCode.ACCOUNT_INACTIVE });
      const phone = parsePhoneNumberWithError(input.phone).number;
      const [user] = await ctx.db
        .insert(users)
        .values({
          email: input.email,
          phone,
          fullName: input.email,
          userType: 'TENDERER',
          active: false,
          createdBy: 'self-registration',
        })
        .returning({ id: users.id });
      await sendActivationLink(ctx, user.id, input.email, phone);
      return reply(ctx, 'tendererRegistered');
    }),

    // sendEmail: the activation link again, for an account that exists but is not active.
    publicPost(paths.sendEmail, limits.register, schemas.email, async (input, ctx) => {
      const user = await findUserByEmail(ctx.db, input.email);
      if (!user) return reply(ctx, 'userNotFound', { code: ResponseCode.NOT_FOUND });
      if (user.active) return reply(ctx, 'alreadyActive', { code: ResponseCode.DUPLICATE });
      if (!(await allowAttempt(ctx.db, limits.activationEmail, input.email))) {
        return reply(ctx, 'tooManyAttempts', { code: ResponseCode.TOO_MANY_ATTEMPTS });
      }
      await sendActivationLink(ctx, user.id, user.email, user.phone ?? '');
      return reply(ctx, 'activationResent');
    }),

    // checkIfActivated: the OTP page opens the activation link; a code is sent unless one is live.
    publicPost(paths.checkIfActivated, limits.otpVerify, schemas.activation, async (input, ctx) => {
      const activation = await findLiveToken(ctx.db, input.activationToken, ['ACTIVATION']);
      const user = activation && (await findUserByEmail(ctx.db, input.email));
      if (!activation || !user || user.id !== activation.userId) {
        return reply(ctx, 'tokenNotFound', { code: ResponseCode.TOKEN_INVALID });
      }
      if (user.active) return reply(ctx, 'alreadyActive', { code: ResponseCode.DUPLICATE });
      const secondsLeft = await liveOtpSecondsLeft(ctx.db, activation.id);
      if (secondsLeft === 0) {
        if (!(await allowAttempt(ctx.db, limits.otpSend, user.email))) {
          return reply(ctx, 'tooManyAttempts', { code: ResponseCode.TOO_MANY_ATTEMPTS });
        }
        await sendOtp(ctx, activation.id, user.phone ?? '');
      }
      return reply(ctx, 'otpSent', {
        values: { phone: user.phone ?? '' },
        data: {
          activationToken: input.activationToken,
          secondsLeft: secondsLeft || OTP_TTL_SECONDS,
        },
      });
    }),

    // resendTokenPE: a new code for the account's live activation link (the Resend link).
    publicPost(paths.resendTokenPE, limits.otpVerify, schemas.email, async (input, ctx) => {
      const user = await findUserByEmail(ctx.db, input.email);
      if (!user) return reply(ctx, 'userNotFound', { code: ResponseCode.NOT_FOUND });
      if (user.active) return reply(ctx, 'alreadyActive', { code: ResponseCode.DUPLICATE });
      const activation = await latestLiveActivation(ctx.db, user.id);
      if (!activation) return reply(ctx, 'tokenNotFound', { code: ResponseCode.TOKEN_INVALID });
      if (!(await allowAttempt(ctx.db, limits.otpSend, user.email))) {
        return reply(ctx, 'tooManyAttempts', { code: ResponseCode.TOO_MANY_ATTEMPTS });
      }
      await sendOtp(ctx, activation.id, user.phone ?? '');
      return reply(ctx, 'otpSent', { values: { phone: user.phone ?? '' } });
    }),

    // resetPasswordTokenPE: the five digits; a right code ends the activation link and opens
    // create-password with a new, short-lived token.
    publicPost(paths.resetPasswordTokenPE, limits.otpVerify, schemas.otp, async (input, ctx) => {
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
    }),

    // validateToken: the create-password page checks its token before showing the form.
    publicPost(paths.validateToken, limits.passwordToken, schemas.token, async (input, ctx) => {
      const found = await findLiveToken(ctx.db, input.token, ['CREATE_PASSWORD']);
      if (!found) return reply(ctx, 'tokenNotFound', { code: ResponseCode.TOKEN_INVALID });
      return reply(ctx, 'tokenValid', { data: { activationToken: input.token } });
    }),

    publicPost(
      paths.createPassword,
      limits.passwordToken,
      schemas.createPassword,
      async (input, ctx) => {
        const { newPassword, confirmPassword } = input;
        if (newPassword.length < PASSWORD_MIN_LENGTH || newPassword.length > PASSWORD_MAX_LENGTH) {
          return reply(ctx, 'passwordLength', { code: ResponseCode.INVALID_INPUT });
        }
        if (newPassword !== confirmPassword) {
          return reply(ctx, 'passwordsMismatch', { code: ResponseCode.INVALID_INPUT });
        }
        if (passwordStrength(newPassword) < REQUIRED_PASSWORD_STRENGTH) {
          return reply(ctx, 'passwordWeak', { code: ResponseCode.INVALID_INPUT });
        }
        const found = await findLiveToken(ctx.db, input.activationToken, ['CREATE_PASSWORD']);
        if (!found?.userId || !(await consumeToken(ctx.db, found.id))) {
          return reply(ctx, 'tokenNotFound', { code: ResponseCode.TOKEN_INVALID });
        }
        await setPassword(ctx.db, found.userId, await hashPassword(newPassword));
        return reply(ctx, 'passwordCreated');
      },
    ),

    // sendResetToken: forgot password. One email per address per 20 minutes, kept by the server.
    publicPost(
      paths.sendResetToken,
      limits.resetRequest,
      schemas.emailWithCaptcha,
      async (input, ctx) => {
        if (!(await acceptCaptcha(ctx.db, input.captcha))) {
          return reply(ctx, 'captchaFailed', { code: ResponseCode.INVALID_INPUT });
        }
        const user = await findUserByEmail(ctx.db, input.email);
        if (!user) return reply(ctx, 'userNotFound', { code: ResponseCode.NOT_FOUND });
        if (!user.active) {
          return reply(ctx, 'accountNotActive', { code: ResponseCode.ACCOUNT_INACTIVE });
        }
        if (!(await allowAttempt(ctx.db, limits.resetEmailLock, user.email))) {
          const wait = await secondsUntilWindowEnds(ctx.db, limits.resetEmailLock, user.email);
          return reply(ctx, 'resetWait', {
            code: ResponseCode.TOO_MANY_ATTEMPTS,
            values: { m: Math.floor(wait / 60), s: wait % 60 },
            data: { secondsLeft: wait },
          });
        }
        await revokeUserTokens(ctx.db, user.id, 'PASSWORD_RESET');
        const resetToken = await issueActionToken(ctx.db, 'PASSWORD_RESET', { userId: user.id });
        try {
          await messenger.sendEmail(
            ctx.db,
            passwordResetEmail(ctx.language, user.email, link(`/reset-password/${resetToken}`)),
          );
        } catch (error) {
          // No email went out, so the 20-minute wait must not start.
          await forgetAttempts(ctx.db, limits.resetEmailLock, user.email);
          throw error;
        }
        return reply(ctx, 'resetSent');
      },
    ),

    // resetPasswordToken: the reset link's landing page trades it for a create-password token.
    publicPost(
      paths.resetPasswordToken,
      limits.passwordToken,
      schemas.resetToken,
      async (input, ctx) => {
        const found = await findLiveToken(ctx.db, input.resetToken, ['PASSWORD_RESET']);
        if (!found?.userId || !(await consumeToken(ctx.db, found.id))) {
          return reply(ctx, 'userNotFound', { code: ResponseCode.TOKEN_INVALID });
        }
        const passwordToken = await issueActionToken(ctx.db, 'CREATE_PASSWORD', {
          userId: found.userId,
        });
        return reply(ctx, 'tokenValid', { data: { activationToken: passwordToken } });
      },
    ),
  ];
}

async function latestLiveActivation(db: Db, userId: number) {
  const result = await db.execute<{ id: number }>(
    sql`SELECT id FROM action_tokens WHERE user_id = ${userId} AND purpose = 'ACTIVATION'
        AND used_at IS NULL AND expires_at > now() ORDER BY id DESC LIMIT 1`,
  );
  const id = result.rows[0]?.id;
  return id === undefined ? undefined : { id: Number(id) };
}

/** Seconds the token's latest code has left; 0 when there is none that can still be used. */
async function liveOtpSecondsLeft(db: Db, actionTokenId: number): Promise<number> {
  const result = await db.execute<{ seconds: string | number | null }>(
    sql`SELECT floor(extract(epoch FROM (expires_at - now()))) AS seconds FROM otp_codes
        WHERE action_token_id = ${actionTokenId} AND used_at IS NULL AND expires_at > now()
        AND attempts < ${OTP_MAX_TRIES} ORDER BY id DESC LIMIT 1`,
  );
  return Math.max(0, Number(result.rows[0]?.seconds ?? 0));
}

/** Sets the password, activates the account and ends its sessions (a reset must lock others out). */
async function setPassword(db: Db, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({
      passwordHash,
      active: true,
      failedLoginCount: 0,
      lockedUntil: null,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
