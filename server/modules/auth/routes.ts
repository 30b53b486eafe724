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
import { allowAttempt } from '../../http/attempts';
import type { Route } from '../../http/routes';

const MAX_FAILED_LOGINS = 5;
const LOCK_MINUTES = 15;
/**
 * Beside the per-account lock: sign-in attempts per caller address, so one caller cannot spray many
 * accounts. Generous, because a whole ministry may sign in from behind one address at 8 o'clock.
 */
const LOGIN_LIMIT = { scope: 'login', limit: 100, windowSeconds: 15 * 60 };

const loginSchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
});
const refreshSchema = z.object({ refresh_token: z.string().min(1).max(200) });

/** login, refresh, logout and authRole: the uaa service's REST calls. */
export function authRoutes(config: Config, accessTokens: AccessTokens): Route[] {
  const paths = restPaths(config.product);

  const tokenResponse = async (db: Db, userId: number, refreshToken: string) => {
    const authUser = await loadAuthUser(db, { id: userId });
    if (!authUser) return jsonFailure(401, ResponseCode.ACCOUNT_INACTIVE);
    const body: TokenResponse = {
      access_token: await accessTokens.sign(authUser.uuid),
      refresh_token: refreshToken,
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
        if (!(await allowAttempt(db, LOGIN_LIMIT, clientAddress))) {
          return jsonFailure(429, ResponseCode.TOO_MANY_ATTEMPTS);
        }
        const input = loginSchema.safeParse(await readJson(request));
        if (!input.success) return jsonFailure(400, ResponseCode.INVALID_INPUT);
        const user = await findUserByEmail(db, input.data.username);
        if (user?.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
          return jsonFailure(429, ResponseCode.TOO_MANY_ATTEMPTS);
        }
        const isValid = await verifyPassword(user?.passwordHash ?? null, input.data.password);
        if (!user || !isValid) {
          if (user) await recordFailedLogin(db, user.id, user.failedLoginCount + 1);
          return jsonFailure(401, ResponseCode.INVALID_CREDENTIALS);
        }
        // Said only to someone who knows the password, so it does not reveal which emails exist.
        if (!user.active) return jsonFailure(403, ResponseCode.ACCOUNT_INACTIVE);
        await db
          .update(users)
          .set({ failedLoginCount: 0, lockedUntil: null })
          .where(eq(users.id, user.id));
        const refreshToken = await issueRefreshToken(db, user.id, config.refreshTokenTtlSeconds);
        const response = await tokenResponse(db, user.id, refreshToken);
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
        return tokenResponse(db, rotated.userId, rotated.token);
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

async function recordFailedLogin(db: Db, userId: number, failedLoginCount: number) {
  const isLocked = failedLoginCount >= MAX_FAILED_LOGINS;
  await db
    .update(users)
    .set({
      failedLoginCount: isLocked ? 0 : failedLoginCount,
      lockedUntil: isLocked ? new Date(Date.now() + LOCK_MINUTES * 60_000) : null,
    })
    .where(eq(users.id, userId));
}
