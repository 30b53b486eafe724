import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './dataDirLock';
import * as schema from './schema/index';

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens PostgreSQL (a server when `databaseUrl` is set, else PGlite in `dataDir`) and migrates it. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover) must not take the process down: the
    // pool replaces it on the next query.
    pool.on('error', (error) => console.error('[zabuni] database connection lost:', error.message));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  // One process per data directory: PGlite itself would let a second one open it and lose writes.
  const unlock = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const close = async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    };
    return { db: db as unknown as Db, kind: 'pglite', close };
  } catch (error) {
    unlock();
    throw error;
  }
}
