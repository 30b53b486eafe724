/**
 * `npm run bench:bulk`: one statement inserting N charge types, with the row_counts triggers (statement
 * level since migration 0025) against the same insert with the user triggers disabled, on PGlite and on
 * the PostgreSQL server, then the same for an UPDATE of every row's `active` and a soft DELETE of all.
 * Prints the seconds and the ratio (target: at most 3x) and checks row_counts against count(*).
 *
 * Settings: BENCH_SIZES (default 1000000), BENCH_DATABASES (pglite,postgres), BENCH_DATABASE_URL (the
 * server on which a throw-away database is created and dropped).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client';
import { log } from './support';

const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = (process.env.BENCH_SIZES ?? '1000000').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

async function withDatabase(kind: string, run: (database: Database) => Promise<void>) {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-bulk-'));
    const database = await openDatabase({ dataDir });
    try {
      await run(database);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    return;
  }
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const name = `zabuni_bulk_${crypto.randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    try {
      await run(database);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const insertRows = (size: number) =>
  sql.raw(`
  INSERT INTO charge_types (active, deleted, created_by, name, unit_of_measure)
  SELECT i % 5 <> 0, i % 20 = 0, 'bench', 'Bulk charge ' || lpad(i::text, 7, '0'),
         CASE WHEN i % 7 <> 0 THEN 'kg' END
    FROM generate_series(1, ${size}) AS i`);

async function seconds(database: Database, statement: ReturnType<typeof sql.raw>) {
  const t0 = performance.now();
  await database.db.execute(statement);
  return (performance.now() - t0) / 1000;
}

async function countsRight(database: Database) {
  const result = await database.db.execute<{ counted: string; actual: string }>(sql`
    SELECT (SELECT coalesce(sum(n), 0) FROM row_counts WHERE table_name = 'charge_types' AND NOT is_deleted AND is_active) AS counted,
           (SELECT count(*) FROM charge_types WHERE NOT deleted AND active) AS actual`);
  const { counted, actual } = result.rows[0];
  if (Number(counted) !== Number(actual)) {
    throw new Error(`row_counts says ${counted}, count(*) says ${actual}`);
  }
}

const STEPS = [
  ['insert', (size: number) => insertRows(size)],
  ['update active', () => sql.raw('UPDATE charge_types SET active = NOT active')],
  ['soft delete', () => sql.raw('UPDATE charge_types SET deleted = true WHERE NOT deleted')],
  ['delete', () => sql.raw('DELETE FROM charge_types')],
] as const;

async function main() {
  const rows = [
    '| database | rows | statement | with triggers s | without s | ratio |',
    '| :-- | --: | :-- | --: | --: | --: |',
  ];
  for (const kind of DATABASES) {
    await withDatabase(kind, async (database) => {
      const version = (await database.db.execute<{ v: string }>(sql`SELECT version() AS v`)).rows[0]
        .v;
      log(`${kind}: ${version.split(' on ')[0]}`);
      for (const size of SIZES) {
        const timings: Record<string, { with: number; without: number }> = {};
        for (const triggers of [false, true]) {
          await database.db.execute(sql.raw('TRUNCATE charge_types RESTART IDENTITY'));
          if (!triggers) {
            await database.db.execute(sql.raw('ALTER TABLE charge_types DISABLE TRIGGER USER'));
          }
          for (const [label, statement] of STEPS) {
            const s = await seconds(database, statement(size));
            (timings[label] ??= { with: 0, without: 0 })[triggers ? 'with' : 'without'] = s;
            log(
              `${kind} ${size} ${label} ${triggers ? 'with' : 'without'} triggers: ${s.toFixed(2)} s`,
            );
            if (triggers) await countsRight(database);
          }
          await database.db.execute(sql.raw('ALTER TABLE charge_types ENABLE TRIGGER USER'));
          await database.db.execute(sql.raw(`SELECT count_rows_of('charge_types')`));
        }
        for (const [label] of STEPS) {
          const t = timings[label];
          rows.push(
            `| ${kind} | ${size.toLocaleString('en')} | ${label} | ${t.with.toFixed(2)} | ${t.without.toFixed(2)} | ${(t.with / t.without).toFixed(2)}x |`,
          );
        }
      }
    });
  }
  console.log(`\n${os.cpus().length} cores\n\n${rows.join('\n')}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
