import { and, eq } from 'drizzle-orm';
import { ResponseCode } from '../../../contract/responseCodes';
import type { TokenResponse } from '../../../contract/users';
import { describeCurrentUser, loadAuthUser } from '../../auth/currentUser';
import { recordSignIn, signInMethods, type Amr } from '../../auth/secondFactor/signInFactors';
import { issueRefreshToken, type AccessTokens } from '../../auth/tokens';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { json, jsonFailure } from '../../http/respond';

/** The tokens and user of a sign-in (refresh-token family), its access token naming how it was made. */
export async function tokenResponse(
  db: Db,
  accessTokens: AccessTokens,
  userId: number,
  session: { token: string; familyId: string },
  extra: Record<string, unknown> = {},
): Promise<Response> {
  const authUser = await loadAuthUser(db, { id: userId });
  if (!authUser) return jsonFailure(403, ResponseCode.ACCOUNT_INACTIVE);
  const methods = await signInMethods(db, session.familyId);
  const body: TokenResponse = {
    access_token: await accessTokens.sign(authUser.uuid, session.familyId, methods),
    refresh_token: session.token,
    token_type: 'Bearer',
    expires_in: accessTokens.ttlSeconds,
    user: await describeCurrentUser(db, authUser),
  };
  return json({ ...body, ...extra });
}

/**
 * Ends a sign-in that has every factor it needs: a new sign-in (refresh-token family) recording its
 * methods, its tokens, and firstLogin answered as it was, then cleared. Only an active user gets
 * here with tokens (a user deactivated between the password and the second factor gets 403).
 */
export async function completeSignIn(
  db: Db,
  config: Config,
  accessTokens: AccessTokens,
  userId: number,
  amr: Amr[],
  extra: Record<string, unknown> = {},
): Promise<Response> {
  if (!(await loadAuthUser(db, { id: userId })))
    return jsonFailure(403, ResponseCode.ACCOUNT_INACTIVE);
  const session = await issueRefreshToken(db, userId, config.refreshTokenTtlSeconds);
  await recordSignIn(db, session.familyId, userId, amr);
  const response = await tokenResponse(db, accessTokens, userId, session, extra);
  await db
    .update(users)
    .set({ firstLogin: false })
    .where(and(eq(users.id, userId), eq(users.firstLogin, true)));
  return response;
}
