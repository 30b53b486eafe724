import { ResponseCode } from '../../contract/responseCodes';
import type { Db } from '../db/client';
import { jsonFailure } from '../http/respond';
import type { AuthUser } from './currentUser';
import { loadSession } from './sessions';
import type { AccessTokens } from './tokens';

/** The caller of an Authorization header: nobody (null), a user, or the 401 to answer. */
export type BearerCheck = (
  header: string | null | undefined,
) => Promise<AuthUser | null | Response>;

/** A bearer token must be valid: a bad or expired one is a 401, which ends the browser session. */
export function bearerCheck(db: Db, accessTokens: AccessTokens): BearerCheck {
  return async (header) => {
    if (!header) return null;
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    const claims = token ? await accessTokens.verify(token) : null;
    const user = claims ? await loadSession(db, claims) : null;
    return user ?? jsonFailure(401, ResponseCode.UNAUTHENTICATED);
  };
}
