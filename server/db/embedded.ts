import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { createTurns } from '../eventLoopTurns';
import { lockDataDir } from './dataDirLock';
import { createClusterApart, EMBEDDED_SETTINGS, hasCluster } from './embeddedCluster';
import { privateDataDir } from './privateDataDir';
import * as schema from './schema/index';

/**
 * The embedded database (PGlite), loaded by client.ts only when no DATABASE_URL is set: a server on
 * PostgreSQL never loads PGlite's WebAssembly or its driver (decision 160).
 */

/** The query builder, typed as client.ts's Db (both drivers expose the same one). */
type Db = NodePgDatabase<typeof schema>;

/**
 * The embedded database, its statements run in slices of the event loop: PGlite runs on this thread,
 * and its own queue drains in microtasks, so without slices the server would accept and read no
 * connection until the queue was empty (server/eventLoopTurns.ts). 10 ms: a few list pages a slice.
 */
class TurnTakingPGlite extends PGlite {
  readonly #inTurn = createTurns(10);
  override query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return this.#inTurn(() => super.query<T>(query, params, options));
  }
  override exec(query: string, options?: QueryOptions): Promise<Results[]> {
    return this.#inTurn(() => super.exec(query, options));
  }
  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#inTurn(() => super.transaction(callback));
  }
}

/** Opens PGlite in `dataDir` (creating its cluster apart the first time), migrates it and runs `prepare`. */
export async function openEmbedded(
  dataDir: string,
  migrationsFolder: string,
  prepare?: (db: Db) => Promise<void>,
) {
  privateDataDir(dataDir); // 0700: the files hold password hashes
  // One process per data directory: PGlite itself would let a second one open it and lose writes.
  const unlock = lockDataDir(dataDir);
  try {
    if (!hasCluster(dataDir)) await createClusterApart(dataDir);
    const client = new TurnTakingPGlite({
      dataDir,
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    await prepare?.(db as unknown as Db);
    const close = async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    };
    return {
      db: db as unknown as Db,
      kind: 'pglite' as const,
      pglite: client as PGlite,
      // After a checkpoint, taken while no query runs (PGlite runs one at a time): consistent.
      dump: async () => {
        await client.exec('CHECKPOINT');
        return client.dumpDataDir('gzip');
      },
      close,
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
