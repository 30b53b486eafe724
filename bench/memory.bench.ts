/**
 * `npm run bench:memory`: the server's memory (issue #42, decisions 159-161). The real server, built as
 * `npm run build` builds it and run with node in its own process, on each engine:
 *
 * 1. a fresh start (a new database or data directory, no traffic): resident memory (RSS, from /proc)
 *    after BENCH_IDLE_SECONDS and again after BENCH_SETTLE_SECONDS, V8's heap (from /metrics), and
 *    the heap snapshot's top consumers;
 * 2. a restart on the same database once BENCH_ROWS charge types are in it, idle again;
 * 3. the load benchmark's first list page (bench/loadCases.ts) under autocannon at BENCH_CONNECTIONS
 *    for BENCH_SECONDS in three phases, the RSS sampled every 10 s (its drift: the mean of the last
 *    third of the samples under load against the first third's) and, after each phase, what the heap
 *    keeps after a full collection (a heap snapshot), with the groups that grew most between them.
 *
 * Settings: BENCH_DATABASES (postgres,pglite), BENCH_ROWS (100000), BENCH_CONNECTIONS (50),
 * BENCH_SECONDS (180), BENCH_IDLE_SECONDS (10), BENCH_SETTLE_SECONDS (60), BENCH_DATABASE_URL (the
 * PostgreSQL server on which a throw-away database is created and dropped), BENCH_SERVER_FLAGS (node options for the server's
 * process alone, e.g. `--max-semi-space-size=4`). Linux only (RSS from /proc). Asserts nothing.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { buildServerForTest } from '../tests/server/support/builtServer';
import { heapGroups, topConsumers, topGrowers, type Consumer } from './heapSnapshot';
import { GRAPHQL_CASES, LIST_QUERY, insertChargeTypes } from './loadCases';
import { adminSignIn } from './adminSignIn';
import { log } from './support';

const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 180);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
/**
 * How long the idle server is watched in all: V8 gives back the young generation it grew during
 * the start once the process has had no work for about half a minute (its memory reducer), so the
 * RSS of a server left alone is read again at the end.
 */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
/** Node options for the server's process alone (not the load generator's): a V8 setting tried. */
const SERVER_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
const ADMIN_EMAIL = 'memory-admin@zabuni.test';
const ADMIN_PASSWORD = `Memory-${crypto.randomBytes(9).toString('base64url')}-1!`;
const ROOT = path.resolve(import.meta.dirname, '..');
const MB = 1024 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => (bytes / MB).toFixed(0);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A throw-away database of one engine: the server's environment, a filler and a drop. */
async function freshDatabase(kind: string): Promise<{
  env: Record<string, string>;
  open(): ReturnType<typeof openDatabase>;
  drop(): Promise<void>;
}> {
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    const name = `zabuni_memory_${crypto.randomBytes(5).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    return {
      // As production runs it (the load benchmark's settings); no mail is sent.
      env: {
        DATABASE_URL: url.toString(),
        NODE_ENV: 'production',
        JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
        PUBLIC_URL: 'http://127.0.0.1',
        SMTP_URL: 'smtp://127.0.0.1:9',
        SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
      },
      open: () =>
        openDatabase({
          databaseUrl: url.toString(),
          dataDir: os.tmpdir(),
          databaseQueryTimeoutMs: 900_000,
        }),
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-memory-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The built server in its own process, its RSS, heap and a heap snapshot on demand. */
async function startServer(main: string, env: Record<string, string>) {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const diagnostics = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-memory-snap-'));
  const child = spawn(
    process.execPath,
    [...SERVER_FLAGS, '--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${diagnostics}`, main],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        HOST: '127.0.0.1',
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        DEMO_DATA: 'false',
        WEB_DIR: path.join(os.tmpdir(), 'zabuni-no-web-app'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  // Production requires the administrator's second factor (decision 148): the sign-in enrols one.
  const login = () => adminSignIn(base, ADMIN_EMAIL, ADMIN_PASSWORD);
  // Ready when it answers /healthz: no sign-in before the idle measure (that would be traffic).
  for (const deadline = Date.now() + 300_000; ; await sleep(500)) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if ((await fetch(`${base}/healthz`).catch(() => undefined))?.ok) break;
    if (Date.now() > deadline) throw new Error('the server did not start');
  }
  const rss = () => {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
  };
  /** Resident memory of the malloc heap (brk) and of anonymous mappings (V8 pages, arenas, stacks). */
  const mappings = () => {
    let heap = 0;
    let anonymous = 0;
    let name = '';
    for (const line of fs.readFileSync(`/proc/${child.pid}/smaps`, 'utf8').split('\n')) {
      const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (header) name = header[1];
      const rss = /^Rss:\s+(\d+) kB/.exec(line);
      if (!rss) continue;
      if (name === '[heap]') heap += Number(rss[1]) * 1024;
      else if (name === '') anonymous += Number(rss[1]) * 1024;
    }
    return { heap, anonymous };
  };
  const heap = async () => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)![1]);
    return {
      used: value('nodejs_heap_size_used_bytes'),
      total: value('nodejs_heap_size_total_bytes'),
      external: value('nodejs_external_memory_bytes'),
    };
  };
  /** A heap snapshot (V8 collects fully first), read by `read` and then removed. */
  const snapshot = async <T>(read: (file: string) => T): Promise<T> => {
    const file = await writeSnapshot();
    try {
      return read(file);
    } finally {
      fs.rmSync(file);
    }
  };
  const writeSnapshot = async (): Promise<string> => {
    child.kill('SIGUSR2');
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(1000)) {
      const file = fs.readdirSync(diagnostics).find((f) => f.endsWith('.heapsnapshot'));
      // Written when its size stops changing.
      if (file) {
        const full = path.join(diagnostics, file);
        const size = fs.statSync(full).size;
        await sleep(1500);
        if (size > 0 && fs.statSync(full).size === size) return full;
      }
    }
    throw new Error('no heap snapshot was written');
  };
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(diagnostics, { recursive: true, force: true });
  };
  return { base, login, rss, mappings, heap, snapshot, stop };
}

type Server = Awaited<ReturnType<typeof startServer>>;

interface Idle {
  /** After BENCH_IDLE_SECONDS. */
  rss: number;
  /** After BENCH_SETTLE_SECONDS, with no request in between (the heap is read after). */
  settledRss: number;
  heapUsed: number;
  heapTotal: number;
}

async function idle(server: Server): Promise<Idle> {
  await sleep(IDLE_SECONDS * 1000);
  const rss = server.rss();
  await sleep(Math.max(0, SETTLE_SECONDS - IDLE_SECONDS) * 1000);
  const settledRss = server.rss();
  const heap = await server.heap();
  return { rss, settledRss, heapUsed: heap.used, heapTotal: heap.total };
}

/**
 * The first list page under load in LOAD_PHASES phases, the RSS sampled every 10 s (and at the start
 * and the end). After each phase a heap snapshot, which V8 takes after a full collection, tells what
 * the heap keeps: a leak grows it phase after phase, where the RSS's sawtooth cannot tell.
 */
const LOAD_PHASES = 3;
/** The requests in line when autocannon stops are answered before a snapshot counts what is kept. */
const DRAIN_SECONDS = 15;
const SNAPSHOTS = process.env.BENCH_SNAPSHOTS !== '0';

async function underLoad(server: Server) {
  const token = await server.login();
  const samples = [server.rss()];
  const sampler = setInterval(() => samples.push(server.rss()), 10_000);
  const phases: { requests: number; retained: number; groups: Map<string, Consumer> }[] = [];
  let requests = 0;
  let latency = 0;
  let errors = 0;
  let seconds = 0;
  for (let phase = 0; phase < LOAD_PHASES; phase += 1) {
    const result = await autocannon({
      url: `${server.base}/zabuni-billing/graphql`,
      connections: CONNECTIONS,
      duration: Math.max(1, Math.round(SECONDS / LOAD_PHASES)),
      timeout: 10,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            query: LIST_QUERY,
            variables: { pageParam: GRAPHQL_CASES.first },
          }),
        },
      ],
    });
    requests += result.requests.total;
    seconds += result.duration;
    latency = Math.max(latency, result.latency.p99);
    errors += result.non2xx + result.timeouts;
    // Where the RSS is: V8's heap (committed), memory outside it (buffers), and the rest (the
    // allocator's own pages, code, the binary); then, once the requests still queued have been
    // answered, what the heap keeps.
    const [rss, heap] = [server.rss(), await server.heap()];
    await sleep(DRAIN_SECONDS * 1000);
    const mapped = server.mappings();
    log(
      `phase ${phase + 1}: RSS ${mb(rss)} MB = heap ${mb(heap.total)} + external ` +
        `${mb(heap.external)} + other ${mb(rss - heap.total - heap.external)}; mapped: malloc's ` +
        `[heap] ${mb(mapped.heap)}, anonymous ${mb(mapped.anonymous)}`,
    );
    // Writing a snapshot leaves ~200 MB in malloc's heap that the RSS then shows: BENCH_SNAPSHOTS=0
    // measures the RSS alone.
    if (!SNAPSHOTS) continue;
    const kept = await server.snapshot((file) => heapGroups(file));
    phases.push({ requests, retained: kept.total, groups: kept.groups });
    log(`after ${requests} requests the heap keeps ${mb(kept.total)} MB`);
  }
  clearInterval(sampler);
  samples.push(server.rss());
  // Drift: the samples taken under load (not the idle one before, nor the one after), last third's
  // mean against the first third's.
  const loaded = samples.slice(1, -1);
  const third = Math.max(1, Math.floor(loaded.length / 3));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    samples,
    drift: mean(loaded.slice(-third)) - mean(loaded.slice(0, third)),
    retained: phases.map(({ requests: after, retained }) => ({ after, retained })),
    growers: phases.length > 0 ? topGrowers(phases[0].groups, phases.at(-1)!.groups) : [],
    rps: requests / Math.max(1, seconds),
    p99: latency,
    errors,
  };
}

async function measure(main: string, kind: string) {
  const database = await freshDatabase(kind);
  try {
    let server = await startServer(main, database.env);
    let fresh: Idle;
    let consumers: { total: number; top: Consumer[] };
    try {
      fresh = await idle(server);
      log(
        `${kind} fresh start: RSS ${mb(fresh.rss)} MB, ${mb(fresh.settledRss)} MB at ${SETTLE_SECONDS} s, ` +
          `heap ${mb(fresh.heapUsed)} MB`,
      );
      consumers = await server.snapshot((file) => topConsumers(file));
    } finally {
      await server.stop();
    }
    const filled = await database.open();
    await filled.db.execute(sql.raw(insertChargeTypes(ROWS)));
    await filled.db.execute(sql.raw('VACUUM ANALYZE charge_types'));
    await filled.close();
    log(`${kind}: ${ROWS} charge types added`);
    server = await startServer(main, database.env);
    try {
      const restart = await idle(server);
      log(
        `${kind} restart: RSS ${mb(restart.rss)} MB, ${mb(restart.settledRss)} MB at ${SETTLE_SECONDS} s`,
      );
      const load = await underLoad(server);
      log(`${kind} load: RSS ${load.samples.map(mb).join(' ')} MB, drift ${mb(load.drift)} MB`);
      return { kind, fresh, restart, load, consumers };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

function report(results: Awaited<ReturnType<typeof measure>>[]) {
  const lines = [
    `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}; ${ROWS.toLocaleString('en')} rows, ` +
      `${CONNECTIONS} connections for ${SECONDS} s; MB`,
    '',
    `| engine | idle RSS (fresh), ${IDLE_SECONDS} s / ${SETTLE_SECONDS} s | heap used / total | idle RSS (restart), ${IDLE_SECONDS} s / ${SETTLE_SECONDS} s | RSS under load: start, max, end | drift | req/s | p99 ms | errors |`,
    '| :-- | --: | --: | --: | :-- | --: | --: | --: | --: |',
  ];
  for (const { kind, fresh, restart, load } of results) {
    lines.push(
      `| ${kind} | ${mb(fresh.rss)} / ${mb(fresh.settledRss)} | ${mb(fresh.heapUsed)} / ${mb(fresh.heapTotal)} | ` +
        `${mb(restart.rss)} / ${mb(restart.settledRss)} | ` +
        `${mb(load.samples[0])}, ${mb(Math.max(...load.samples))}, ${mb(load.samples.at(-1)!)} | ` +
        `${load.drift >= 0 ? '+' : ''}${mb(load.drift)} | ${Math.round(load.rps)} | ${load.p99} | ${load.errors} |`,
    );
  }
  for (const { kind, load } of results) {
    const kept = load.retained.map((phase) => `${mb(phase.retained)} after ${phase.after}`);
    lines.push(
      '',
      `${kind}: the heap kept (snapshot after a full collection, MB after requests): ${kept.join(', ')}`,
      '',
      '| grew most, first phase to last | MB | count |',
      '| :-- | --: | --: |',
    );
    for (const g of load.growers)
      lines.push(`| ${g.name} | ${(g.bytes / MB).toFixed(2)} | ${g.count} |`);
  }
  for (const { kind, consumers } of results) {
    lines.push(
      '',
      `Heap snapshot of the idle ${kind} server (fresh start): ${mb(consumers.total)} MB`,
    );
    lines.push('', '| consumer | MB | count |', '| :-- | --: | --: |');
    for (const c of consumers.top)
      lines.push(`| ${c.name} | ${(c.bytes / MB).toFixed(1)} | ${c.count} |`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

async function main() {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-memory-'));
  try {
    const built = buildServerForTest(buildDir);
    const results = [];
    for (const kind of DATABASES) results.push(await measure(built, kind));
    report(results);
  } finally {
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
