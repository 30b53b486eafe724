/**
 * `npm run bench:load`: the real server (built as `npm run build` builds it and run with node, as `npm
 * start` runs it, in its own process) under autocannon at 10, 50
 * and 200 connections, on 1M charge types, against a minimal node http + SQL twin (bench/rawTwin.ts)
 * serving the same pages, on PostgreSQL and on PGlite. Prints req/s, p50, p99 and errors (non-2xx,
 * timeouts; on PGlite the 503s of the bounded queue) for the first page by name and for a mix of three
 * list pages (first page, rare "contains", inactive by createdAt). Asserts nothing.
 *
 * Settings: BENCH_ROWS (1000000), BENCH_DATABASES (postgres,pglite), BENCH_CONNECTIONS (10,50,200),
 * BENCH_SECONDS (10 per run, after a 3 s warm-up), BENCH_ROUNDS (5: each run in turns, the app's and the
 * twin's alternating), BENCH_CASES (first,mix), BENCH_DATABASE_URL (the
 * server on which a throw-away database is created and dropped), BENCH_CPU_PROF (a directory: the app
 * server runs with `node --cpu-prof` and writes its profile there when stopped), WORKERS (passed to
 * the app server), BENCH_KEEP_DATABASE=1 (PostgreSQL: the filled database `zabuni_load_<rows>` is kept
 * after the run and reused by the next one, which skips the minutes of seeding), BENCH_KEEP_LOG=1 (the
 * app's log, one line per request with its duration, is kept in the temp folder: the server's own
 * times beside the client's).
 *
 * Before any load, each case's page must be the same rows and total from both servers. Both servers
 * run at once, and each run is taken in turns of the app and the twin (sideBySide), so on a machine
 * shared with other work both see the same load; the load average is printed with each pair.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { buildServerForTest } from '../tests/server/support/builtServer';
import { GRAPHQL_CASES, LIST_QUERY, insertChargeTypes } from './loadCases';
import { adminSignIn } from './adminSignIn';
import { log } from './support';

const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50,200').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CASES = (process.env.BENCH_CASES ?? 'first,mix').split(',');
const CPU_PROF = process.env.BENCH_CPU_PROF;
const ADMIN_EMAIL = 'load-admin@zabuni.test';
const KEEP = process.env.BENCH_KEEP_DATABASE === '1';
// A kept database keeps its administrator, so its password must be the same in the next run.
const ADMIN_PASSWORD = KEEP
  ? `Load-kept-${ROWS}-Bench-1!`
  : `Load-${crypto.randomBytes(9).toString('base64url')}-1!`;
const ROOT = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts `node [--cpu-prof] <script>` (TypeScript through `--import tsx`) and waits until it answers
 * `ready(port)`.
 */
async function startProcess(
  script: string,
  env: Record<string, string>,
  ready: (port: number) => Promise<boolean>,
  profile = false,
): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const args = [
    ...(profile && CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : []),
    ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []),
    script,
  ];
  // The app's log lines (one per request) go to a file: through a pipe, a reader slower than the
  // server (a busy machine) would hold up the server's synchronous log writes and be measured too.
  const logFile = path.join(os.tmpdir(), `zabuni-load-${path.basename(script, '.ts')}-${port}.log`);
  const out = fs.openSync(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', out, 'inherit'],
  });
  log(`${script} logs to ${logFile}`);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    if (await ready(port).catch(() => false)) break;
    if (Date.now() > deadline) throw new Error(`${script} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.closeSync(out);
      if (!process.env.BENCH_KEEP_LOG) fs.rmSync(logFile, { force: true });
    },
  };
}

interface Row {
  target: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: string;
}

/** One server's side of a side-by-side run: where it listens and what it is sent. */
interface Target {
  name: string;
  url: string;
  bodies: string[];
  headers: Record<string, string>;
}

/**
 * The app and the twin at `connections`, side by side: after a 3 s warm-up each, ROUNDS turns of
 * SECONDS / ROUNDS each, the two taking turns (app first in even rounds, twin first in odd), so that a
 * machine whose speed drifts (a shared host) slows both alike. Req/s are over all turns; p50 is the
 * median turn's, p99 the worst turn's.
 */
async function sideBySide(targets: [Target, Target], connections: number): Promise<Row[]> {
  const run = (target: Target, duration: number) =>
    autocannon({
      url: target.url,
      connections,
      duration,
      timeout: 10,
      requests: target.bodies.map((body) => ({ method: 'POST', body, headers: target.headers })),
    });
  for (const target of targets) await run(target, 3);
  const results: Result[][] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const side of order) results[side].push(await run(targets[side], SECONDS / ROUNDS));
  }
  return targets.map((target, side) => {
    const turns = results[side];
    const codes = new Map<string, number>();
    for (const turn of turns) {
      for (const [code, { count }] of Object.entries(turn.statusCodeStats)) {
        if (code !== '200') codes.set(code, (codes.get(code) ?? 0) + count);
      }
    }
    const timeouts = turns.reduce((sum, turn) => sum + turn.timeouts, 0);
    const errors =
      [
        ...[...codes].map(([code, count]) => `${count}x${code}`),
        ...(timeouts ? [`${timeouts} timeouts`] : []),
      ].join(' ') || '0';
    const p50s = turns.map((turn) => turn.latency.p50).sort((a, b) => a - b);
    const row = {
      target: target.name,
      connections,
      rps:
        turns.reduce((sum, turn) => sum + turn.requests.total, 0) /
        turns.reduce((sum, turn) => sum + turn.duration, 0),
      p50: p50s[Math.floor(p50s.length / 2)],
      p99: Math.max(...turns.map((turn) => turn.latency.p99)),
      errors,
    };
    log(
      `${row.target} c=${connections}: ${Math.round(row.rps)} req/s p50 ${row.p50} ms p99 ${row.p99} ms ${errors}`,
    );
    return row;
  });
}

const bodiesOf = (name: string, graphql: boolean) => {
  const names = name === 'mix' ? Object.keys(GRAPHQL_CASES) : [name];
  return names.map((n) =>
    JSON.stringify(
      graphql ? { query: LIST_QUERY, variables: { pageParam: GRAPHQL_CASES[n] } } : { case: n },
    ),
  );
};

/**
 * A database holding ROWS charge types (migrated by the app's own code): a fresh one, or with
 * BENCH_KEEP_DATABASE the kept one when it is already filled. PGlite gets two copies of its data
 * directory, one per process, since an embedded database is opened by one process only.
 */
async function prepare(kind: string): Promise<{
  env: Record<string, string>;
  twinEnv: Record<string, string>;
  drop(): Promise<void>;
}> {
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    const name = KEEP
      ? `zabuni_load_${ROWS}`
      : `zabuni_load_${crypto.randomBytes(5).toString('hex')}`;
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    const exists = KEEP
      ? (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1
      : false;
    if (exists && (await isFilled(url.toString()))) {
      log(`reusing the kept database ${name}`);
      // The authenticator app an earlier run enrolled for the bench's administrator went with that
      // run's memory (bench/adminSignIn.ts): removed, so that this run enrols its own.
      const kept = new pg.Client({ connectionString: url.toString() });
      await kept.connect();
      const benchAdmin = 'SELECT id FROM users WHERE email = $1';
      for (const table of ['recovery_codes', 'second_factors']) {
        await kept.query(`DELETE FROM ${table} WHERE user_id IN (${benchAdmin})`, [ADMIN_EMAIL]);
      }
      await kept.end();
    } else {
      if (exists) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      // Filling 1M rows outlasts the server's 30 s statement limit on a busy machine.
      const database = await openDatabase({
        databaseUrl: url.toString(),
        dataDir: os.tmpdir(),
        databaseQueryTimeoutMs: 900_000,
      });
      await fill(database.db);
      await database.close();
    }
    return {
      // On PostgreSQL the server runs as production runs it (NODE_ENV=production: graphql-js without
      // its development checks, no GraphiQL), with the settings production requires; no mail is sent.
      env: {
        DATABASE_URL: url.toString(),
        NODE_ENV: 'production',
        JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
        PUBLIC_URL: 'http://127.0.0.1',
        SMTP_URL: 'smtp://127.0.0.1:9',
        SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
      },
      twinEnv: { RAW_DATABASE_URL: url.toString() },
      drop: async () => {
        if (!KEEP) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-load-'));
  const database = await openDatabase({ dataDir });
  await fill(database.db);
  await database.close();
  const twinDir = `${dataDir}-twin`;
  fs.cpSync(dataDir, twinDir, { recursive: true });
  return {
    env: { DATA_DIR: dataDir },
    twinEnv: { RAW_DATA_DIR: twinDir },
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(twinDir, { recursive: true, force: true });
    },
  };
}

/** The kept database is filled when its charge types number ROWS (row_counts keeps the total). */
async function isFilled(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string | null }>(
      `SELECT sum(n) AS n FROM row_counts WHERE table_name = 'charge_types'`,
    );
    return Number(rows[0]?.n ?? 0) === ROWS;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

async function fill(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const t0 = performance.now();
  await db.execute(sql.raw(insertChargeTypes(ROWS)));
  await db.execute(sql.raw('VACUUM ANALYZE charge_types'));
  log(`${ROWS} charge types loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

const loadAverage = () => os.loadavg()[0].toFixed(1);

/** A POST of a JSON body, answered as the JSON it returns. */
const postJson = async <T>(url: string, body: string, headers: Record<string, string> = {}) =>
  (await (await fetch(url, { method: 'POST', headers, body })).json()) as T;

interface Page {
  totalElements: number;
  content: { id: string | number }[];
}
const idsAndTotal = (page: Page) => ({
  total: page.totalElements,
  ids: page.content.map((row) => String(row.id)),
});

/**
 * Before any load: each case's page from the app (through GraphQL) and from the twin must be the same
 * rows and total, so that neither side is measured answering an error or an empty page.
 */
async function expectSamePages(appPort: number, twinPort: number, token: string) {
  for (const name of Object.keys(GRAPHQL_CASES)) {
    const app = await postJson<{ data?: { getAllChargeTypes?: { data?: Page } } }>(
      `http://127.0.0.1:${appPort}/zabuni-billing/graphql`,
      bodiesOf(name, true)[0],
      { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    );
    const twin = await postJson<{ data: Page }>(
      `http://127.0.0.1:${twinPort}/list`,
      bodiesOf(name, false)[0],
    );
    const appPage = app.data?.getAllChargeTypes?.data;
    const same =
      JSON.stringify(appPage && idsAndTotal(appPage)) === JSON.stringify(idsAndTotal(twin.data));
    if (!appPage?.content.length || !same) {
      throw new Error(`${name}: the app and the twin answer different pages`);
    }
    log(`${name}: both answer the same ${appPage.content.length} rows of ${appPage.totalElements}`);
  }
}

async function main() {
  // The server as `npm start` runs it: built JavaScript, no TypeScript loader.
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-load-'));
  try {
    await runAll(buildServerForTest(buildDir));
  } finally {
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
}

async function runAll(builtServer: string) {
  const tables: string[] = [];
  for (const kind of DATABASES) {
    const data = await prepare(kind);
    const rows: Row[] = [];
    const loads: string[] = [];
    try {
      const appEnv = {
        ...data.env,
        HOST: '127.0.0.1',
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        DEMO_DATA: 'false',
        WEB_DIR: path.join(os.tmpdir(), 'zabuni-no-web-app'),
      };
      const app = await startProcess(
        builtServer,
        appEnv,
        async (port) => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok,
        true,
      );
      try {
        const twin = await startProcess('bench/rawTwin.ts', data.twinEnv, async (port) => {
          const response = await fetch(`http://127.0.0.1:${port}/list`, {
            method: 'POST',
            body: '{"case":"first"}',
          });
          return response.ok;
        });
        try {
          // Production requires the administrator's second factor (decision 148): enrolled here.
          const token = await adminSignIn(
            `http://127.0.0.1:${app.port}`,
            ADMIN_EMAIL,
            ADMIN_PASSWORD,
          );
          const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
          await expectSamePages(app.port, twin.port, token);
          for (const name of CASES) {
            for (const c of CONNECTIONS) {
              const before = loadAverage();
              rows.push(
                ...(await sideBySide(
                  [
                    {
                      name: `graphql ${name}`,
                      url: `http://127.0.0.1:${app.port}/zabuni-billing/graphql`,
                      bodies: bodiesOf(name, true),
                      headers,
                    },
                    {
                      name: `raw ${name}`,
                      url: `http://127.0.0.1:${twin.port}/list`,
                      bodies: bodiesOf(name, false),
                      headers: { 'content-type': 'application/json' },
                    },
                  ],
                  c,
                )),
              );
              loads.push(`${before}-${loadAverage()}`);
            }
          }
        } finally {
          await twin.stop();
        }
      } finally {
        await app.stop();
      }
    } finally {
      await data.drop();
    }
    const lines = [
      `${kind}, ${ROWS.toLocaleString('en')} rows, ${os.cpus().length} cores, ${SECONDS} s per run`,
      '',
      '| case | connections | graphql req/s | p50 ms | p99 ms | errors | raw req/s | p50 ms | p99 ms | errors | graphql/raw | load avg |',
      '| :-- | --: | --: | --: | --: | :-- | --: | --: | --: | :-- | --: | :-- |',
    ];
    let i = 0;
    for (const name of CASES) {
      for (const c of CONNECTIONS) {
        const g = rows.find((r) => r.target === `graphql ${name}` && r.connections === c)!;
        const r = rows.find((x) => x.target === `raw ${name}` && x.connections === c)!;
        lines.push(
          `| ${name} | ${c} | ${Math.round(g.rps)} | ${g.p50} | ${g.p99} | ${g.errors} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${Math.round((100 * g.rps) / r.rps)}% | ${loads[i++]} |`,
        );
      }
    }
    tables.push(lines.join('\n'));
    console.log(`\n${lines.join('\n')}\n`);
  }
  console.log(`\n${tables.join('\n\n')}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
