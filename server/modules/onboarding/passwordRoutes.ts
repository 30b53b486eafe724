import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REQUIRED_PASSWORD_STRENGTH,
} from '../../../contract/onboarding';
import { ResponseCode } from '../../../contract/responseCodes';
import { restPaths } from '../../../contract/services';
import { findUserByEmail } from '../../auth/currentUser';
import { hashPassword } from '../../auth/passwords';
import type { Config } from '../../config';
import type { Route } from '../../restRoutes';
import type { Messenger } from '../../messaging/messenger';
import {
  consumeToken,
  findLiveToken,
  issueActionToken,
  revokeUserTokens,
} from '../../auth/actionTokens';
import { allowAttempt, forgetAttempts, secondsUntilWindowEnds } from '../../http/attempts';
import { acceptCaptcha } from './captcha';
import { passwordResetEmail } from './emails';
import { publicPost } from './publicPost';
import { sendDetached } from '../../messaging/sendDetached';
import { reply } from './reply';
import { limits, schemas } from './accountInputs';
import { setPassword } from './accounts.store';
import { lazyImport } from '../../lazyImport';

/**
 * zxcvbn and its dictionaries (about 15 MB resident) come with the first new password (decision
 * 160).
 */
const loadPasswordStrength = lazyImport(
  'The password check',
  async () => (await import('../../../contract/passwordStrength')).passwordStrength,
);

type Paths = ReturnType<typeof restPaths>;

/**
 * Password creation and reset by emailed link or SMS code. Every call is public, throttled per caller
 * address, and answers {status, code, message, data}, the shape the onboarding pages read.
 */
export function passwordRoutes(config: Config, messenger: Messenger): Route[] {
  const paths = restPaths(config.product);
  return [
    validateTokenRoute(paths),
    createPasswordRoute(paths),
    sendResetTokenRoute(paths, config, messenger),
    resetPasswordTokenRoute(paths),
  ];
}

/** validateToken: the create-password page checks its token before showing the form. */
function validateTokenRoute(paths: Paths): Route {
  return publicPost(
    paths.validateToken,
    limits.passwordToken,
    schemas.token,
    async (input, ctx) => {
      const found = await findLiveToken(ctx.db, input.token, ['CREATE_PASSWORD']);
      if (!found) return reply(ctx, 'tokenNotFound', { code: ResponseCode.TOKEN_INVALID });
      return reply(ctx, 'tokenValid', { data: { activationToken: input.token } });
    },
  );
}

/** createPassword: the new password, long and strong enough, set with the page's token. */
function createPasswordRoute(paths: Paths): Route {
  return publicPost(
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
      if ((await loadPasswordStrength())(newPassword) < REQUIRED_PASSWORD_STRENGTH) {
        return reply(ctx, 'passwordWeak', { code: ResponseCode.INVALID_INPUT });
      }
      const found = await findLiveToken(ctx.db, input.activationToken, ['CREATE_PASSWORD']);
      if (!found?.userId || !(await consumeToken(ctx.db, found.id))) {
        return reply(ctx, 'tokenNotFound', { code: ResponseCode.TOKEN_INVALID });
      }
      await setPassword(ctx.db, found.userId, await hashPassword(newPassword));
      return reply(ctx, 'passwordCreated');
    },
  );
}

/** sendResetToken: forgot password. One email per address per 20 minutes, kept by the server. */
function sendResetTokenRoute(paths: Paths, config: Config, messenger: Messenger): Route {
  return publicPost(
    paths.sendResetToken,
    limits.resetRequest,
    schemas.emailWithCaptcha,
    async (input, ctx) => {
      if (!(await acceptCaptcha(ctx.db, input.captcha))) {
        return reply(ctx, 'captchaFailed', { code: ResponseCode.INVALID_INPUT });
      }
      // Every address gets the same answer, the same 20-minute wait and the same time (the email
      // goes out after the answer): it does not tell which accounts exist.
      if (!(await allowAttempt(ctx.db, limits.resetEmailLock, input.email))) {
        const wait = await secondsUntilWindowEnds(ctx.db, limits.resetEmailLock, input.email);
        return reply(ctx, 'resetWait', {
          code: ResponseCode.TOO_MANY_ATTEMPTS,
          values: { m: Math.floor(wait / 60), s: wait % 60 },
          data: { secondsLeft: wait },
        });
      }
      const user = await findUserByEmail(ctx.db, input.email);
      if (user?.active) {
        await revokeUserTokens(ctx.db, user.id, 'PASSWORD_RESET');
        const resetToken = await issueActionToken(ctx.db, 'PASSWORD_RESET', { userId: user.id });
        const email = passwordResetEmail(
          ctx.language,
          user.email,
          `${config.publicUrl}/reset-password/${resetToken}`,
        );
        sendDetached(
          () => messenger.sendEmail(ctx.db, email),
          // No email went out, so the 20-minute wait must not start.
          () => forgetAttempts(ctx.db, limits.resetEmailLock, input.email),
        );
      }
      return reply(ctx, 'resetSent');
    },
  );
}

/** resetPasswordToken: the reset link's landing page trades it for a create-password token. */
function resetPasswordTokenRoute(paths: Paths): Route {
  return publicPost(
    paths.resetPasswordToken,
    limits.passwordToken,
    schemas.resetToken,
    async (input, ctx) => {
      const found = await findLiveToken(ctx.db, input.resetToken, ['PASSWORD_RESET']);
      // An unknown, used or expired link says so; 'User not found' is for a link whose account is gone.
      if (!found || !(await consumeToken(ctx.db, found.id))) {
        return reply(ctx, 'tokenNotFound', { code: ResponseCode.TOKEN_INVALID });
      }
      if (!found.userId) return reply(ctx, 'userNotFound', { code: ResponseCode.NOT_FOUND });
      const passwordToken = await issueActionToken(ctx.db, 'CREATE_PASSWORD', {
        userId: found.userId,
      });
      return reply(ctx, 'tokenValid', { data: { activationToken: passwordToken } });
    },
  );
}
