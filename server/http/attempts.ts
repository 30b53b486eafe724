import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attemptCounters } from '../db/schema/onboarding';

/**
 * The one throttling mechanism of the server: every limit counts in the database (attempt_counters),
 * so it holds across restarts and across the processes that serve one PostgreSQL.
 */

/** How many calls of one kind a caller may make in a window. */
export interface AttemptLimit {
  scope: string;
  limit: number;
  windowSeconds: number;
}

const keyOf = (key: string) => key.slice(0, 300);

/**
 * Counts one attempt for `key` and answers whether it is within the limit. One upsert, so parallel
 * attempts are counted one after the other: the (limit + 1)th is refused however many arrive at once.
 */
export async function allowAttempt(
  db: Db,
  { scope, limit, windowSeconds }: AttemptLimit,
  key: string,
) {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ scope, key: keyOf(key), windowStartedAt: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: [attemptCounters.scope, attemptCounters.key],
      set: {
        count: sql`CASE WHEN ${attemptCounters.windowStartedAt} + ${window} <= now() THEN 1 ELSE ${attemptCounters.count} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${attemptCounters.windowStartedAt} + ${window} <= now() THEN now() ELSE ${attemptCounters.windowStartedAt} END`,
      },
    })
    .returning({ count: attemptCounters.count });
  return row.count <= limit;
}

/**
 * Takes back one counted attempt that turned out to be harmless (a successful sign-in), so a limit
 * counts only the failures plus the attempts still in progress.
 */
export async function refundAttempt(db: Db, { scope }: AttemptLimit, key: string) {
  await db
    .update(attemptCounters)
    .set({ count: sql`greatest(${attemptCounters.count} - 1, 0)` })
    .where(and(eq(attemptCounters.scope, scope), eq(attemptCounters.key, keyOf(key))));
}

/** Seconds until a key's window ends (0 when it has none): for "please wait" messages. */
export async function secondsUntilWindowEnds(
  db: Db,
  { scope, windowSeconds }: AttemptLimit,
  key: string,
): Promise<number> {
  const result = await db.execute<{ seconds: number | string | null }>(
    sql`SELECT ceil(extract(epoch FROM (window_started_at + make_interval(secs => ${windowSeconds}) - now()))) AS seconds
        FROM attempt_counters WHERE scope = ${scope} AND key = ${keyOf(key)}`,
  );
  return Math.max(0, Number(result.rows[0]?.seconds ?? 0));
}

/**
 * Clears a key's counter: the attempt it counted did not happen after all (the email failed), or the
 * key proved itself (a right password, a completed password reset), which also ends any lockout.
 */
export async function forgetAttempts(db: Db, { scope }: { scope: string }, key: string) {
  await db
    .delete(attemptCounters)
    .where(and(eq(attemptCounters.scope, scope), eq(attemptCounters.key, keyOf(key))));
}

/**
 * A limit that locks the key out for a while when reached, each lockout longer than the one before
 * (Keycloak's brute-force detection): `limit` attempts, then a wait of `firstWaitSeconds`, doubling
 * up to `maxWaitSeconds`. A key left alone for `forgetAfterSeconds` starts over.
 */
export interface LockoutPolicy {
  scope: string;
  limit: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  forgetAfterSeconds: number;
}

/** The counter of a lockable key as stored (times in milliseconds). */
export interface LockoutState {
  count: number;
  lockouts: number;
  lockedUntil: number | null;
  lastAttemptAt: number;
}

/**
 * What one more attempt does to a key's counter: refused while locked (it changes nothing), else
 * counted, and the attempt that reaches the limit locks the key for the next, longer wait. Pure, so
 * the growth of the wait is easy to read and to test.
 */
export function nextLockoutState(
  policy: LockoutPolicy,
  state: LockoutState | null,
  now: number,
): { isAllowed: boolean; state: LockoutState; retryAfterSeconds: number } {
  const isForgotten = !state || now - state.lastAttemptAt >= policy.forgetAfterSeconds * 1000;
  const current = isForgotten ? { count: 0, lockouts: 0, lockedUntil: null } : state;
  if (current.lockedUntil !== null && current.lockedUntil > now) {
    return {
      isAllowed: false,
      state: state!,
      retryAfterSeconds: Math.ceil((current.lockedUntil - now) / 1000),
    };
  }
  // A lock that has ended starts a new round of `limit` attempts.
  const count = (current.lockedUntil === null ? current.count : 0) + 1;
  const isLocking = count >= policy.limit;
  const lockouts = current.lockouts + (isLocking ? 1 : 0);
  const waitSeconds = Math.min(
    policy.maxWaitSeconds,
    policy.firstWaitSeconds * 2 ** Math.max(0, lockouts - 1),
  );
  return {
    isAllowed: true,
    state: {
      count,
      lockouts,
      lockedUntil: isLocking ? now + waitSeconds * 1000 : null,
      lastAttemptAt: now,
    },
    retryAfterSeconds: 0,
  };
}

/**
 * Counts one attempt of a lockable key BEFORE the attempt is checked (a password verified): the row is
 * locked for the decision, so parallel attempts are decided one after the other and no more than
 * `limit` of them are let through, on PostgreSQL and PGlite alike.
 */
export async function claimLockableAttempt(
  db: Db,
  policy: LockoutPolicy,
  key: string,
): Promise<{ isAllowed: boolean; retryAfterSeconds: number }> {
  return db.transaction(async (tx) => {
    // One upsert that locks and returns the row: an insert-then-select would find nothing when a
    // parallel right answer forgets the key in between (forgetAttempts deletes the row).
    const [row] = await tx
      .insert(attemptCounters)
      .values({ scope: policy.scope, key: keyOf(key), windowStartedAt: sql`now()`, count: 0 })
      .onConflictDoUpdate({
        target: [attemptCounters.scope, attemptCounters.key],
        set: { count: sql`${attemptCounters.count}` },
      })
      .returning({
        count: attemptCounters.count,
        lockouts: attemptCounters.lockouts,
        lockedUntil: attemptCounters.lockedUntil,
        lastAttemptAt: attemptCounters.windowStartedAt,
        now: sql<number>`(extract(epoch FROM clock_timestamp()) * 1000)::float8`.mapWith(Number),
      });
    const stored: LockoutState | null =
      row.count === 0 && row.lockouts === 0 && row.lockedUntil === null
        ? null
        : {
            count: row.count,
            lockouts: row.lockouts,
            lockedUntil: row.lockedUntil?.getTime() ?? null,
            lastAttemptAt: row.lastAttemptAt.getTime(),
          };
    const next = nextLockoutState(policy, stored, row.now);
    if (next.isAllowed) {
      await tx
        .update(attemptCounters)
        .set({
          count: next.state.count,
          lockouts: next.state.lockouts,
          lockedUntil: next.state.lockedUntil === null ? null : new Date(next.state.lockedUntil),
          windowStartedAt: new Date(next.state.lastAttemptAt),
        })
        .where(and(eq(attemptCounters.scope, policy.scope), eq(attemptCounters.key, keyOf(key))));
    }
    return { isAllowed: next.isAllowed, retryAfterSeconds: next.retryAfterSeconds };
  });
}

/**
 * Error reports and feedback share one limit per reporter (the user, or the address of a public page),
 * to keep the log readable.
 */
export const REPORT_LIMIT: AttemptLimit = { scope: 'report', limit: 60, windowSeconds: 60 };
