import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema/identity';
import { loadAuthUser, type AuthUser } from './currentUser';
import { idWhere } from '../db/entityTable';

/**
 * The session check of every signed-in request: the user is live and active (with their roles as they
 * are now) and the sign-in the token came from has not ended (logout, password reset, deactivation).
 * The answer is kept for SESSION_CACHE_MS per sign-in, and forgotten at once in this process when a
 * session, a user or a role changes; other processes see the change within SESSION_CACHE_MS.
 */
/** What a verified access token says: whose it is and which sign-in (refresh-token family) issued it. */
export interface AccessClaims {
  userUuid: string;
  sessionId: string;
}

export const SESSION_CACHE_MS = 2000;
const MAX_CACHED_SESSIONS = 10_000;

const cache = new Map<string, { userUuid: string; user: AuthUser; until: number }>();
/** Bumped by each change, so a check that started before it does not cache what it read. */
let generation = 0;

/** How other processes on the same database hear of a change (PostgreSQL NOTIFY); none on PGlite. */
let tellOtherProcesses: (() => void) | undefined;

/** A session, user or role changed: every cached check is read again, here and in other processes. */
export function forgetSessions(): void {
  forgetSessionsHere();
  tellOtherProcesses?.();
}

/** What another process's change asks of this one. */
export function forgetSessionsHere(): void {
  generation += 1;
  cache.clear();
}

export function shareSessionChanges(tell: (() => void) | undefined): void {
  tellOtherProcesses = tell;
}

export async function loadSession(db: Db, claims: AccessClaims): Promise<AuthUser | null> {
  const now = Date.now();
  const cached = cache.get(claims.sessionId);
  if (cached && cached.until > now && cached.userUuid === claims.userUuid) return cached.user;
  const startedAt = generation;
  const user = await loadAuthUser(db, { uuid: claims.userUuid });
  if (!user) return null;
  const live = await idWhere(
    db,
    refreshTokens,
    eq(refreshTokens.familyId, claims.sessionId),
    eq(refreshTokens.userId, user.id),
    isNull(refreshTokens.revokedAt),
  );
  if (live === undefined) return null;
  if (startedAt === generation) {
    if (cache.size >= MAX_CACHED_SESSIONS) cache.clear();
    cache.set(claims.sessionId, { userUuid: claims.userUuid, user, until: now + SESSION_CACHE_MS });
  }
  return user;
}
