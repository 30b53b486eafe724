import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { processLogger } from '../log';
import type { Db } from './client';

/**
 * The server's half of record history (decision 101): the database's triggers (migration *_record_history.sql) write
 * the entries; the server only names, for the transaction of a change, who makes it and, for an
 * import, the batch it belongs to. Both settings end with the transaction.
 */

/** The acting user of the current transaction: every entry its changes write names them. */
export async function actingAs(db: Db, userId: number): Promise<void> {
  await db.execute(sql`SELECT set_config('zabuni.actor_id', ${String(userId)}, true)`);
}

/**
 * Ties the rest of the current transaction's changes to one batch (an import, whose id it may be
 * given); answers its uuid.
 */
export async function inHistoryBatch(db: Db, batch: string = randomUUID()): Promise<string> {
  await db.execute(sql`SELECT set_config('zabuni.history_batch', ${batch}, true)`);
  return batch;
}

/**
 * The retention purge, the only delete history entries allow: entries older than `days` go. Null keeps
 * everything (the default). Answers how many went.
 */
export async function purgeHistory(db: Db, days: number | null): Promise<number> {
  if (days === null) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('zabuni.history_purge', 'on', true)`);
    const purged = await tx.execute<{ n: number }>(
      sql`WITH gone AS (DELETE FROM history_entries
        WHERE recorded_at < now() - make_interval(days => ${days}) RETURNING 1)
      SELECT count(*)::int AS n FROM gone`,
    );
    return Number(purged.rows[0]?.n ?? 0);
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * With a retention, purges at start and then once a day (each process; a purge that finds nothing old
 * deletes nothing). Answers the function that stops it.
 */
export function scheduleHistoryPurge(db: Db, days: number | null): () => void {
  if (days === null) return () => {};
  const purge = () =>
    purgeHistory(db, days).then(
      (purged) => {
        if (purged > 0)
          processLogger().info({ purged, days }, 'history entries past retention purged');
      },
      (error: unknown) => processLogger().warn({ err: error }, 'the history purge failed'),
    );
  void purge();
  const timer = setInterval(() => void purge(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
