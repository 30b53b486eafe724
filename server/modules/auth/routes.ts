import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import { restPaths } from '../../../contract/services';
import { describeCurrentUser, findUserByEmail } from '../../auth/currentUser';
import { verifyPassword } from '../../auth/passwords';
import { revokeByToken, rotateRefreshToken, type AccessTokens } from '../../auth/tokens';
import type { Config } from '../../config';
import { json, jsonFailure, readJson } from '../../http/respond';
import {
  allowAttempt,
  claimLockableAttempt,
  forgetAttempts,
  refundAttempt,
  secondsUntilWindowEnds,
} from '../../http/attempts';
import {
  SIGN_IN_ACCOUNT_LOCKOUT,
  SIGN_IN_ADDRESS_LIMIT,
  signInAccountKey,
} from '../../auth/signInLimits';
import type { Route } from '../../restRoutes';
import { completeSignIn, tokenResponse } from './tokenResponse';
import { pendingSecondFactor } from './secondFactorSignIn';

const loginSchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
});
const refreshSchema = z.object({ refresh_token: z.string().min(1).max(500) });

/** login, refresh, logout and authRole: the uaa service's REST calls. */
export function authRoutes(config: Config, accessTokens: AccessTokens): Route[] {
  const paths = restPaths(config.product);

  return [
    {
      method: 'POST',
      path: paths.login,
      async handle(request, { db, clientAddress }) {
        // Both limits count the attempt before the password is checked, atomically in the database,
        // so parallel guesses cannot slip past them; malformed attempts count too. Unknown emails
        // count and lock exactly as accounts do: the answer and its timing say nothing about which
        // accounts exist.
        if (!(await allowAttempt(db, SIGN_IN_ADDRESS_LIMIT, clientAddress))) {
          const wait = await secondsUntilWindowEnds(db, SIGN_IN_ADDRESS_LIMIT, clientAddress);
          return tooManyAttempts(wait);
        }
        const input = loginSchema.safeParse(await readJson(request));
        if (!input.success) return jsonFailure(400, ResponseCode.INVALID_INPUT);
        const accountKey = signInAccountKey(input.data.username);
        const claim = await claimLockableAttempt(db, SIGN_IN_ACCOUNT_LOCKOUT, accountKey);
        if (!claim.isAllowed) return tooManyAttempts(claim.retryAfterSeconds);
        const user = await findUserByEmail(db, input.data.username);
        const isValid = await verifyPassword(user?.passwordHash ?? null, input.data.password);
        if (!user || !isValid) return jsonFailure(401, ResponseCode.INVALID_CREDENTIALS);
        await forgetAttempts(db, SIGN_IN_ACCOUNT_LOCKOUT, accountKey);
        await refundAttempt(db, SIGN_IN_ADDRESS_LIMIT, clientAddress);
        // Said only to someone who knows the password, so it does not reveal which emails exist.
        if (!user.active) return jsonFailure(403, ResponseCode.ACCOUNT_INACTIVE);
        // A user with a second factor (or who must add one) gets a challenge, never a token yet.
        const pending = await pendingSecondFactor(db, config, user.id);
        if (pending) return json(pending);
        return completeSignIn(db, config, accessTokens, user.id, ['pwd']);
      },
    },
    {
      method: 'POST',
      path: paths.refresh,
      async handle(request, { db }) {
        const input = refreshSchema.safeParse(await readJson(request));
        if (!input.success) return jsonFailure(400, ResponseCode.INVALID_INPUT);
        const rotated = await rotateRefreshToken(
          db,
          input.data.refresh_token,
          config.refreshTokenTtlSeconds,
        );
        if (!rotated.ok) return jsonFailure(401, ResponseCode.TOKEN_INVALID);
        return tokenResponse(db, accessTokens, rotated.userId, rotated);
      },
    },
    {
      method: 'POST',
      path: paths.logout,
      async handle(request, { db }) {
        const input = refreshSchema.safeParse(await readJson(request));
        if (input.success) await revokeByToken(db, input.data.refresh_token);
        return json({ status: true, code: ResponseCode.SUCCESS, message: 'Logged out' });
      },
    },
    {
      method: 'GET',
      path: paths.authRole,
      async handle(_request, { db, user }) {
        if (!user) return jsonFailure(401, ResponseCode.UNAUTHENTICATED);
        return json(await describeCurrentUser(db, user));
      },
    },
  ];
}

/** 429 with Retry-After: how long until the lock or window lets the next attempt through. */
export function tooManyAttempts(retryAfterSeconds: number): Response {
  const response = jsonFailure(429, ResponseCode.TOO_MANY_ATTEMPTS);
  response.headers.set('retry-after', String(Math.max(1, retryAfterSeconds)));
  return response;
}
