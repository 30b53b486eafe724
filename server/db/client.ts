import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { processLogger } from '../log';
import * as schema from './schema/index';

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Connections of the PostgreSQL pool (none on the embedded database, which has one). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** The embedded database itself (its in-process LISTEN/NOTIFY: server/db/liveChanges.ts). */
  pglite?: PGlite;
  /** The embedded database's own dump (a gzipped tarball of its data directory). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** How many migrations this build ships (drizzle-kit's journal). */
export const shippedMigrations = (): number =>
  (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

/** How many migrations the database has applied (drizzle's own table; 0 on an empty database). */
export async function appliedMigrations(db: Db): Promise<number> {
  const table = await db.execute<{ present: boolean }>(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!table.rows[0]?.present) return 0;
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * A connection lost while checked out goes back to the pool at once, marked broken (the pool drops
 * it), and its holder's own release later does nothing. drizzle's transaction sends BEGIN outside
 * its try/finally, so a connection cut just then was never released: each cut leaked a slot until
 * the pool had none and every request waited forever.
 */
function releaseLostConnections(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const withCallback = pool.connect.bind(pool) as (...args: unknown[]) => void;
  pool.connect = ((...args: unknown[]) => {
    // The callback form is the pool's own query(), which releases a broken client itself.
    if (args.length > 0) return withCallback(...args);
    return connect().then((client) => {
      const release = client.release;
      let released = false;
      const once = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', once);
        // A statement that timed out may still be under way on it: never hand it to another.
        release(error || (hasPendingQuery(client) ? new Error('query left pending') : undefined));
      };
      client.on('error', once);
      client.release = once;
      return client;
    });
  }) as typeof pool.connect;
}

/** Whether the driver still waits on a statement of this connection (its own fields). */
const hasPendingQuery = (client: pg.PoolClient): boolean => {
  const internals = client as unknown as { _activeQuery?: unknown; _queryQueue?: unknown[] };
  return Boolean(internals._activeQuery) || (internals._queryQueue?.length ?? 0) > 0;
};

/** The advisory lock under which a process migrates and seeds a PostgreSQL database ("zabuni"). */
const PREPARE_LOCK = 0x7a6162756e69;

/**
 * Opens PostgreSQL (a server when `databaseUrl` is set, else PGlite in `dataDir`), migrates it and runs
 * `prepare` (first-start seeding). On a server, several processes may start at once: each migrates and
 * prepares under one advisory lock, so the first does the work and the others find it done.
 */
export async function openDatabase(
  options: { databaseUrl?: string; dataDir: string; databaseQueryTimeoutMs?: number },
  prepare?: (db: Db) => Promise<void>,
): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A database that does not answer fails a request (and /readyz) instead of holding it forever.
      connectionTimeoutMillis: 10_000,
      // A peer that vanished (a failover moved the address) is found by TCP, not after hours.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // A statement nobody answers (a partition: packets lost, no reset) fails instead of hanging.
      query_timeout: options.databaseQueryTimeoutMs ?? 30_000,
    });
    // A connection the server ends (restart, failover, pg_terminate_backend) must not take the process
    // down. The pool listens on idle connections only; one in use (a transaction between statements)
    // would emit its `error` to nobody, which kills the process. Every connection gets a listener for
    // its whole life: the statement using it fails (answered as unavailable), the pool drops it, and
    // the next request gets a new one.
    const lost = (error: Error) =>
      processLogger().warn(
        { code: (error as { code?: string }).code, reason: error.message },
        'a database connection was lost',
      );
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    releaseLostConnections(pool);
    const db = drizzlePg(pool, { schema });
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK]);
      await migratePg(db, { migrationsFolder });
      await prepare?.(db);
    } catch (error) {
      lock.release();
      await pool.end();
      throw error;
    }
    await lock.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]);
    lock.release();
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  // PGlite and its driver (the WebAssembly database) are loaded only when it is the database.
  const { openEmbedded } = await import('./embedded');
  return openEmbedded(options.dataDir, migrationsFolder, prepare);
}
