import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attemptCounters } from '../db/schema/onboarding';

/** How many calls of one kind a caller may make in a window. */
export interface AttemptLimit {
  scope: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one attempt for `key` and answers whether it is within the limit. The counter lives in the
 * database (one upsert), so limits hold across restarts and processes.
 */
export async function allowAttempt(
  db: Db,
  { scope, limit, windowSeconds }: AttemptLimit,
  key: string,
) {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ scope, key: key.slice(0, 300), windowStartedAt: sql`now()`, count: 1 })
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

/** Seconds until a key's window ends (0 when it has none): for "please wait" messages. */
export async function secondsUntilWindowEnds(
  db: Db,
  { scope, windowSeconds }: AttemptLimit,
  key: string,
): Promise<number> {
  const result = await db.execute<{ seconds: number | string | null }>(
    sql`SELECT ceil(extract(epoch FROM (window_started_at + make_interval(secs => ${windowSeconds}) - now()))) AS seconds
        FROM attempt_counters WHERE scope = ${scope} AND key = ${key.slice(0, 300)}`,
  );
  return Math.max(0, Number(result.rows[0]?.seconds ?? 0));
}

/** Clears a key's counter: the attempt it counted did not happen after all (the email failed). */
export async function forgetAttempts(db: Db, { scope }: AttemptLimit, key: string) {
  await db
    .delete(attemptCounters)
    .where(and(eq(attemptCounters.scope, scope), eq(attemptCounters.key, key.slice(0, 300))));
}
