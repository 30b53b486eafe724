import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import { restPaths } from '../../../contract/services';
import type { TokenResponse } from '../../../contract/users';
import { describeCurrentUser, findUserByEmail, loadAuthUser } from '../../auth/currentUser';
import { verifyPassword } from '../../auth/passwords';
import {
  issueRefreshToken,
  revokeByToken,
  rotateRefreshToken,
  type AccessTokens,
} from '../../auth/tokens';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
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
import type { Route } from '../../http/routes';

const loginSchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
});
const refreshSchema = z.object({ refresh_token: z.string().min(1).max(500) });

/** login, refresh, logout and authRole: the uaa service's REST calls. */
export function authRoutes(config: Config, accessTokens: AccessTokens): Route[] {
  const paths = restPaths(config.product);

  const tokenResponse = async (
    db: Db,
    userId: number,
    session: { token: string; familyId: string },
  ) => {
    const authUser = await loadAuthUser(db, { id: userId });
    if (!authUser) return jsonFailure(401, ResponseCode.ACCOUNT_INACTIVE);
    const body: TokenResponse = {
      access_token: await accessTokens.sign(authUser.uuid, session.familyId),
      refresh_token: session.token,
      token_type: 'Bearer',
      expires_in: accessTokens.ttlSeconds,
      user: await describeCurrentUser(db, authUser),
    };
    return json(body);
  };

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
        const session = await issueRefreshToken(db, user.id, config.refreshTokenTtlSeconds);
        const response = await tokenResponse(db, user.id, session);
        // firstLogin is answered as it was, then cleared: the next sign-in is not a first one.
        if (user.firstLogin) {
          await db.update(users).set({ firstLogin: false }).where(eq(users.id, user.id));
        }
        return response;
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
        return tokenResponse(db, rotated.userId, rotated);
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
function tooManyAttempts(retryAfterSeconds: number): Response {
  const response = jsonFailure(429, ResponseCode.TOO_MANY_ATTEMPTS);
  response.headers.set('retry-after', String(Math.max(1, retryAfterSeconds)));
  return response;
}
