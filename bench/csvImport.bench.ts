/**
 * `npm run bench:import`: the CSV import of a reference list over HTTP against the real server, as
 * the browser sends it (decision 104): a file of N units of measure, one row in a hundred bad (no
 * name, or a name repeated), previewed then committed. Prints the file's size, the seconds of each
 * step, what was created and refused, and the history entries the import wrote (one per record).
 *
 * Meanwhile another person reads a list: a worker thread (its own event loop, so its clock is not
 * held up when the server's loop is) asks for the first page of units of measure, one request after
 * another, before the import (idle), during the preview and during the commit, and the table gives
 * each phase's latency (p50, p95, p99, max): how long the import holds up everyone else.
 *
 * Settings: BENCH_ROWS (default 100000, the import's limit); TEST_DATABASE_URL runs it on a
 * PostgreSQL server instead of the embedded PGlite. A CPU profile of server and bench:
 * `node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/csvImport.bench.ts`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  monitorEventLoopDelay,
  PerformanceObserver,
  type IntervalHistogram,
} from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { CsvImportReport } from '../contract/csvImport';
import { graphqlPath, restPaths } from '../contract/services';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';
import { log } from './support';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
/** How long the idle phase asks for pages before the import starts. */
const IDLE_MS = 3_000;

/** N rows; every hundredth is bad: alternately without a name and repeating the row before. */
function file(rows: number): string {
  const lines = ['name,symbol,active'];
  for (let i = 1; i <= rows; i += 1) {
    if (i % 100 === 0) lines.push(i % 200 === 0 ? `,u${i},true` : `Bench unit ${i - 1},u${i},true`);
    else lines.push(`Bench unit ${i},u${i},${i % 3 === 0 ? 'false' : 'true'}`);
  }
  return `${lines.join('\n')}\n`;
}

const LIST_QUERY = `query ($pageParam: PageableParamInput) {
  getUnitOfMeasures(pageParam: $pageParam) {
    code data { totalElements content { uuid name symbol active version } }
  }
}`;

/**
 * The reader, on a thread of its own: one list request after another, each sample tagged with the
 * phase the main thread last posted; 'stop' posts every sample back.
 */
const READER = `
const { parentPort, workerData } = require('node:worker_threads');
let phase = 'idle';
let stopped = false;
const samples = [];
parentPort.on('message', (message) => {
  if (message === 'stop') stopped = true;
  else phase = message;
});
(async () => {
  const body = JSON.stringify({ query: workerData.query, variables: workerData.variables });
  while (!stopped) {
    const asked = phase;
    const t0 = performance.now();
    const response = await fetch(workerData.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + workerData.token },
      body,
    });
    const answer = await response.json();
    const ms = performance.now() - t0;
    if (answer.errors || answer.data.getUnitOfMeasures.code !== 9000) {
      throw new Error('the list answered ' + JSON.stringify(answer).slice(0, 300));
    }
    // A request that began in one phase and ended in another counts for the one it began in.
    samples.push([asked, ms]);
  }
  parentPort.postMessage(samples);
})().catch((error) => { parentPort.postMessage({ error: String(error) }); });
`;

/**
 * The browser's side of an import, on a thread of its own: sending 3 MB and reading a 10 MB answer
 * are the client's work, which must not be counted as the server holding up its event loop.
 */
const SENDER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const t0 = performance.now();
  const response = await fetch(workerData.url, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', authorization: 'Bearer ' + workerData.token },
    body: workerData.csv,
  });
  const body = await response.json();
  const seconds = (performance.now() - t0) / 1000;
  // The rows stay here: only the counts go back.
  if (body.data) body.data.rows = [];
  parentPort.postMessage({ seconds, status: response.status, body });
})().catch((error) => { parentPort.postMessage({ error: String(error) }); });
`;

async function sendOnAThread(url: string, token: string, csv: string) {
  const worker = new Worker(SENDER, { eval: true, workerData: { url, token, csv } });
  try {
    const answer = await new Promise<
      { seconds: number; status: number; body: Envelope<CsvImportReport> } | { error: string }
    >((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if ('error' in answer) throw new Error(answer.error);
    return answer;
  } finally {
    await worker.terminate();
  }
}

function startReader(url: string, token: string) {
  const worker = new Worker(READER, {
    eval: true,
    workerData: {
      url,
      token,
      query: LIST_QUERY,
      variables: { pageParam: { page: 0, size: 25, sortBy: 'name', sortDirection: 'ASC' } },
    },
  });
  const done = new Promise<[string, number][]>((resolve, reject) => {
    worker.once('message', (message: [string, number][] | { error: string }) => {
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
  return {
    phase: (name: string) => worker.postMessage(name),
    async stop() {
      worker.postMessage('stop');
      const samples = await done;
      await worker.terminate();
      return samples;
    },
  };
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T | null;
}

const ADMIN_EMAIL = 'bench-admin@zabuni.test';
const ADMIN_PASSWORD = `Bench-${crypto.randomBytes(9).toString('base64url')}-1!`;

/**
 * The real server (`npm start`'s, API only) on a fresh database: a new one on the PostgreSQL server
 * of TEST_DATABASE_URL, else an embedded one in a temporary folder; dropped by stop().
 */
async function startBenchServer() {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-bench-import-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const dbName = `zabuni_bench_${crypto.randomBytes(5).toString('hex')}`;
  let databaseEnv: Record<string, string> = { DATA_DIR: path.join(tempDir, 'data') };
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    databaseEnv = { DATABASE_URL: url.toString() };
  }
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIR: path.join(tempDir, 'no-web-app'),
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // Measured with a password-only sign-in, as the tests are (decision 148).
    SECOND_FACTOR_ENFORCED: 'false',
    DEMO_DATA: 'false',
    ...databaseEnv,
  });
  const server = await startServer(config, () => {});
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const login = await fetch(`${baseUrl}${restPaths(config.product).login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return {
    baseUrl,
    token,
    db: server.database.db,
    databaseKind: server.database.kind,
    async stop() {
      await server.stop();
      if (serverUrl) {
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
      fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const server = await startBenchServer();
  const { token } = server;
  try {
    const csv = file(ROWS);
    const reader = startReader(`${server.baseUrl}${graphqlPath('zabuni', 'app')}`, token);
    // The server's own event loop (this thread): its longest turn in each phase.
    const loopDelays = new Map<string, IntervalHistogram>();
    // Its longest garbage collection pause in each phase (part of a long turn, or all of it).
    const gcPauses = new Map<string, number>();
    let current = 'idle';
    const gc = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        gcPauses.set(current, Math.max(gcPauses.get(current) ?? 0, entry.duration));
      }
    });
    gc.observe({ entryTypes: ['gc'] });
    const phase = (name: string) => {
      current = name;
      loopDelays.forEach((histogram) => histogram.disable());
      const histogram = monitorEventLoopDelay({ resolution: 10 });
      histogram.enable();
      loopDelays.set(name, histogram);
      reader.phase(name);
    };
    phase('idle');
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const step = async (name: 'preview' | 'commit') => {
      phase(name);
      const url = `${server.baseUrl}/zabuni-app/import/units_of_measure/${name}?fileName=bench.csv`;
      const { seconds, status, body } = await sendOnAThread(url, token, csv);
      if (!body.data) throw new Error(`${name} answered ${status}: ${body.message}`);
      return { seconds, report: body.data };
    };
    const preview = await step('preview');
    const commit = await step('commit');
    phase('after');
    gc.disconnect();
    const samples = await reader.stop();
    const entries = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM history_entries WHERE batch_uuid = ${commit.report.importId}`,
    );
    const table = [
      ['database', server.databaseKind],
      ['rows', ROWS.toLocaleString('en')],
      ['file', `${(Buffer.byteLength(csv) / 1e6).toFixed(1)} MB`],
      ['preview', `${preview.seconds.toFixed(2)} s`],
      ['commit', `${commit.seconds.toFixed(2)} s`],
      ['created', commit.report.created.toLocaleString('en')],
      ['refused', commit.report.refused.toLocaleString('en')],
      ['history entries', Number(entries.rows[0].n).toLocaleString('en')],
    ];
    for (const [label, value] of table) log(`${label.padEnd(16)} ${value}`);

    log('a list page (units of measure, first 25 by name) while the import runs, in ms:');
    log('| phase   | requests |   p50 |   p95 |   p99 |   max | longest loop turn | longest GC |');
    log('| :------ | -------: | ----: | ----: | ----: | ----: | ----------------: | ---------: |');
    for (const phase of ['idle', 'preview', 'commit']) {
      const sorted = samples
        .filter(([asked]) => asked === phase)
        .map(([, ms]) => ms)
        .sort((a, b) => a - b);
      if (sorted.length === 0) continue;
      const cell = (ms: number) => ms.toFixed(1).padStart(5);
      log(
        `| ${phase.padEnd(7)} | ${String(sorted.length).padStart(8)} | ${cell(percentile(sorted, 50))} | ` +
          `${cell(percentile(sorted, 95))} | ${cell(percentile(sorted, 99))} | ${cell(sorted.at(-1)!)} | ` +
          `${cell(loopDelays.get(phase)!.max / 1e6).padStart(17)} | ` +
          `${cell(gcPauses.get(phase) ?? 0).padStart(10)} |`,
      );
    }
  } finally {
    await server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
