import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema/identity';
import { loadAuthUser, type AuthUser } from './currentUser';
import { idWhere } from '../db/entityTable';

/**
 * The session check of every signed-in request: the user is live and active (with their roles as they
 * are now) and the sign-in the token came from has not ended (logout, password reset, deactivation).
 * The answer is kept for SESSION_CACHE_MS per sign-in, and forgotten when a session, a user or a role
 * changes: at once in this process, and in every process when the change commits (PostgreSQL NOTIFY).
 * Open streams, which outlive the request that checked them, check again (`watchSession`).
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

/**
 * How every process on the same database, this one included, hears of a change: a PostgreSQL NOTIFY
 * sent through the connection that made it, so it arrives when that transaction commits (none on
 * PGlite, whose one connection makes every read wait for the commit).
 */
type Tell = (db: Pick<Db, 'execute'>) => Promise<unknown>;
let tellEveryProcess: Tell | undefined;

/**
 * A session, user or role changed through `db`: every cached check is read again, here at once and,
 * when the change commits, in every process (a re-check before the commit would read what it replaced).
 */
export async function forgetSessions(db: Pick<Db, 'execute'>): Promise<void> {
  forgetSessionsHere();
  await tellEveryProcess?.(db);
}

/** What another process's change asks of this one. */
export function forgetSessionsHere(): void {
  generation += 1;
  cache.clear();
  if (watchers.size === 0) return;
  recheckSessions();
}

export function shareSessionChanges(tell: Tell | undefined): void {
  tellEveryProcess = tell;
}

export async function loadSession(db: Db, claims: AccessClaims): Promise<AuthUser | null> {
  const cached = cache.get(claims.sessionId);
  if (cached && cached.until > Date.now() && cached.userUuid === claims.userUuid)
    return cached.user;
  return readSession(db, claims);
}

/** Reads the sign-in past the cache (a re-check must not hear what a read before the change kept). */
async function readSession(db: Db, claims: AccessClaims): Promise<AuthUser | null> {
  const now = Date.now();
  const startedAt = generation;
  const loaded = await loadAuthUser(db, { uuid: claims.userUuid });
  if (!loaded) return null;
  const user = { ...loaded, sessionId: claims.sessionId };
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

/**
 * Open streams (live lists) re-check their sign-in on every session change, here or heard from
 * another process, and every RECHECK_MS besides (a missed notification, a listener reconnecting):
 * each is told the user as they are now, or null once the session has ended.
 */
export const RECHECK_MS = 30_000;
/** Sessions read at once in a round: a burst of changes must not take every database connection. */
const RECHECKS_AT_ONCE = 4;

interface SessionWatcher {
  db: Db;
  claims: AccessClaims;
  heard(user: AuthUser | null): void;
}

const watchers = new Set<SessionWatcher>();
let backstop: ReturnType<typeof setInterval> | undefined;
let round: Promise<void> | undefined;
let roundAgain = false;

/** Registers an open stream's session; the answer unregisters it. */
export function watchSession(
  db: Db,
  claims: AccessClaims,
  heard: (user: AuthUser | null) => void,
): () => void {
  const watcher = { db, claims, heard };
  watchers.add(watcher);
  backstop ??= setInterval(recheckSessions, RECHECK_MS).unref();
  return () => {
    watchers.delete(watcher);
    if (watchers.size > 0 || !backstop) return;
    clearInterval(backstop);
    backstop = undefined;
  };
}

/** Runs a round of re-checks; a change during one asks for another, since its reads may predate it. */
function recheckSessions(): void {
  if (round) {
    roundAgain = true;
    return;
  }
  round = recheckRound().finally(() => {
    round = undefined;
    if (roundAgain) {
      roundAgain = false;
      recheckSessions();
    }
  });
}

/** Reads each watched sign-in once (many streams share one) and tells its watchers. */
async function recheckRound(): Promise<void> {
  const bySession = new Map<string, SessionWatcher[]>();
  for (const watcher of watchers) {
    const key = `${watcher.claims.userUuid} ${watcher.claims.sessionId}`;
    bySession.set(key, [...(bySession.get(key) ?? []), watcher]);
  }
  const sessions = [...bySession.values()];
  const checkNext = async (): Promise<void> => {
    for (let group = sessions.shift(); group; group = sessions.shift()) {
      const [{ db, claims }] = group;
      // A failed read (the database away) ends nothing: the next round reads it again.
      const user = await readSession(db, claims).catch(() => undefined);
      if (user === undefined) continue;
      for (const watcher of group) if (watchers.has(watcher)) watcher.heard(user);
    }
  };
  await Promise.all(Array.from({ length: RECHECKS_AT_ONCE }, checkNext));
}
