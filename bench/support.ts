/**
 * What the list benchmarks share: a throw-away PostgreSQL database with the real app over HTTP, the
 * sampling of p50/p95, and the table of GraphQL beside hand-written SQL for the same page. Each
 * benchmark file only says how to load its rows and which pages to ask for.
 *
 * Settings: BENCH_SIZES (the benchmark's own default), BENCH_DATABASE_URL (server on which the
 * database is created and dropped; default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_DATABASE (a database name: created if missing, reused and kept, so rows load once),
 * BENCH_MAX_REQUESTS (200), BENCH_MAX_SECONDS (10). Sequential requests over loopback; asserts nothing.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { graphqlPath, type GraphqlService } from '../contract/services';
import { hashPassword } from '../server/auth/passwords';
import { loadConfig } from '../server/config';
import { createApp } from '../server/createApp';

const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 200);
const MAX_MS = Number(process.env.BENCH_MAX_SECONDS ?? 10) * 1000;
const ADMIN_EMAIL = 'bench-admin@zabuni.test';
const ADMIN_PASSWORD = `Bench-${crypto.randomBytes(9).toString('base64url')}-1!`;

export const log = (line: string) =>
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** A SQL array literal of plain words (bench data only, never user input). */
export const sqlArray = (items: string[]) => `ARRAY[${items.map((w) => `'${w}'`).join(',')}]`;

/** One page to ask for: the operation's variables, and the same page in hand-written SQL. */
export interface ListBenchCase {
  label: string;
  variables: Record<string, unknown>;
  raw: { count: string; page: string; params?: unknown[] };
}

export interface ListBench {
  /** What the rows are, for the log and the table ('users'). */
  rowsName: string;
  /** BENCH_SIZES, else these: the table is grown from one size to the next. */
  defaultSizes: number[];
  service: GraphqlService;
  /** The list operation's name, and a document that selects its total. */
  operation: string;
  query: string;
  /** The total the operation answered (totalElements or totalRecords). */
  totalOf(data: Record<string, number>): number;
  /** Adds rows number from+1..to. */
  load(db: pg.Client, from: number, to: number): Promise<void>;
  cases(db: pg.Client, size: number): Promise<ListBenchCase[]>;
}

/** Runs a request repeatedly (after 5 warm-ups) until MAX_REQUESTS or MAX_MS; p50 and p95 in ms. */
export async function measure(run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < MAX_REQUESTS && performance.now() - start < MAX_MS) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) =>
    samples[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)];
  return { p50: at(50), p95: at(95) };
}

export const ms = (n: number) => (n >= 10 ? n.toFixed(1) : n.toFixed(2));

/** The real app on a fresh database, over HTTP on a free port, and a signed-in administrator. */
export async function startBenchApp() {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  // BENCH_DATABASE names a database to reuse and keep (a million rows loaded once); else a new one.
  const kept = process.env.BENCH_DATABASE;
  const dbName = kept || `zabuni_bench_${crypto.randomBytes(5).toString('hex')}`;
  const exists =
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount! > 0;
  if (!exists) await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${dbName}`;
  const config = loadConfig({
    DATABASE_URL: url.toString(),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // Measured with a password-only sign-in, as the tests are (decision 148).
    SECOND_FACTOR_ENFORCED: 'false',
    DEMO_DATA: 'false',
    DATA_DIR: os.tmpdir(),
  });
  const app = await createApp(config, () => {});

  const server = http.createServer((req, res) => void app.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  if (exists) {
    // A kept database's administrator was seeded with an earlier run's password: this run's.
    await db.query('UPDATE users SET password_hash = $1 WHERE email = $2', [
      await hashPassword(ADMIN_PASSWORD),
      ADMIN_EMAIL,
    ]);
  }
  // Signs in again: an access token expires while a million rows load.
  const signIn = async () => {
    const login = await fetch(`${baseUrl}/${config.product}-uaa/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    token = ((await login.json()) as { access_token: string }).access_token;
  };
  let token = '';
  await signIn();
  const graphql = async (service: GraphqlService, query: string, variables = {}) => {
    const response = await fetch(`${baseUrl}${graphqlPath(config.product, service)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data: Record<string, { code: number; data: never }> };
  };
  const stop = async () => {
    await db.end();
    server.closeAllConnections();
    server.close();
    await app.close();
    if (!kept) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  };
  return {
    db,
    graphql,
    signIn,
    stop,
    baseUrl,
    databaseUrl: url.toString(),
    product: config.product,
    token: () => token,
  };
}

async function runListBench(bench: ListBench): Promise<void> {
  const sizes = (process.env.BENCH_SIZES?.split(',').map(Number) ?? bench.defaultSizes).sort(
    (a, b) => a - b,
  );
  const { db, graphql, stop } = await startBenchApp();
  const tables: string[] = [];
  try {
    let loaded = 0;
    for (const size of sizes) {
      log(`loading ${size - loaded} more ${bench.rowsName} (to ${size})`);
      const t0 = performance.now();
      await bench.load(db, loaded, size);
      loaded = size;
      log(`loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      const rows = [
        `| case (${size.toLocaleString('en')} ${bench.rowsName}) | graphql p50 ms | p95 | raw SQL p50 ms | p95 | total |`,
        '| :-- | --: | --: | --: | --: | --: |',
      ];
      // What every call pays (HTTP, token, user load, GraphQL) without the list.
      const baseline = await measure(() => graphql('uaa', '{ serviceHealth { service } }'));
      rows.push(
        `| baseline: serviceHealth (no list) | ${ms(baseline.p50)} | ${ms(baseline.p95)} | | | |`,
      );
      for (const c of await bench.cases(db, size)) {
        let total = 0;
        const viaGraphql = await measure(async () => {
          const result = (await graphql(bench.service, bench.query, c.variables)).data[
            bench.operation
          ];
          if (result.code !== 9000) throw new Error(`${c.label}: ${JSON.stringify(result)}`);
          total = bench.totalOf(result.data);
        });
        const viaSql = await measure(async () => {
          await db.query(c.raw.count, c.raw.params ?? []);
          await db.query(c.raw.page, c.raw.params ?? []);
        });
        rows.push(
          `| ${c.label} | ${ms(viaGraphql.p50)} | ${ms(viaGraphql.p95)} | ${ms(viaSql.p50)} | ${ms(viaSql.p95)} | ${total} |`,
        );
        log(rows.at(-1)!);
      }
      tables.push(rows.join('\n'));
    }
    const [{ server_version: version }] = (await db.query('SHOW server_version')).rows;
    console.log(`\nPostgreSQL ${version}, ${os.cpus().length} cores\n\n${tables.join('\n\n')}`);
  } finally {
    await stop();
  }
}

/** The entry point of a list benchmark: runs it and exits (non-zero on failure). */
export function mainListBench(bench: ListBench): void {
  runListBench(bench).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
