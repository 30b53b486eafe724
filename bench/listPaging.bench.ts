/**
 * List paging benchmark: getAllChargeTypes through the real app (HTTP + GraphQL) against the best
 * hand-written SQL for the same page, on PGlite and on a PostgreSQL server, at 10k, 100k and 1M rows.
 *
 *   npm run bench                      # both databases, 10k / 100k / 1M rows (about 10 minutes)
 *   BENCH_SIZES=10000 npm run bench    # quick run
 *
 * Settings (environment): BENCH_SIZES (comma list of row counts), BENCH_DATABASES (pglite,postgres),
 * BENCH_DATABASE_URL (server to create a throw-away database on; default
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_MAX_REQUESTS (200), BENCH_MAX_SECONDS (10),
 * BENCH_WARMUP (5 requests, at most 2 seconds).
 *
 * Per database and size it prints one table: GraphQL end to end (login once, then sequential requests
 * over a keep-alive connection on 127.0.0.1) against the raw SQL, then a second table that splits the
 * app's time: its data layer alone (listChargeTypes, the same drizzle statements without HTTP, auth
 * and GraphQL) and EXPLAIN ANALYZE of each statement it issues. Nothing is asserted about timings.
 *
 * PGlite allows one instance per data directory, so per size the benchmark opens its own PGlite on the
 * app's directory, bulk-loads, measures raw SQL and the data layer, closes it, and only then starts the
 * app on the same directory for the GraphQL measurements. On the PostgreSQL server everything runs
 * against one fresh database (zabuni_bench_<random>, dropped at the end) with the app running.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createApp } from '../server/createApp';
import { listChargeTypes } from '../server/modules/charge-types/store';
import { loadConfig, type Config } from '../server/config';
import type { Db } from '../server/db/client';
import type { PageParam } from '../server/db/paging';
import * as schema from '../server/db/schema/index';

// ---------------------------------------------------------------------------------------------------
// Settings

const positiveInt = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
};

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000')
  .split(',')
  .map((s) => s.trim().replace(/_/g, ''))
  .filter(Boolean)
  .map((s) => {
    const n = Number(s);
    if (!Number.isInteger(n) || n < 100 || n > 9_999_999) {
      throw new Error(`BENCH_SIZES: "${s}" is not a row count between 100 and 9999999`);
    }
    return n;
  });
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres')
  .split(',')
  .map((s) => s.trim());
const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const MAX_REQUESTS = positiveInt('BENCH_MAX_REQUESTS', 200);
const MAX_MS = positiveInt('BENCH_MAX_SECONDS', 10) * 1000;
const WARMUP_REQUESTS = positiveInt('BENCH_WARMUP', 5);
const WARMUP_MS = 2000;

const PRODUCT = 'zabuni';
const ADMIN_EMAIL = 'bench-admin@zabuni.test';
const ADMIN_PASSWORD = `Bench-${crypto.randomBytes(9).toString('base64url')}-1!`;
const PAGE_SIZE = 25;
/** About 0.1% of the rows carry this word: the selective "name contains" filter. */
const RARE_WORD = 'Zanzibar';
const RARE_TERM = 'zanzibar';

const startedAt = performance.now();
const elapsed = () => `${((performance.now() - startedAt) / 1000).toFixed(0).padStart(4)}s`;
const progress = (line: string) => console.log(`[${elapsed()}] ${line}`);
const formatCount = (n: number) =>
  n >= 1_000_000 && n % 1_000_000 === 0
    ? `${n / 1_000_000}M`
    : n >= 1000 && n % 1000 === 0
      ? `${n / 1000}k`
      : String(n);

// ---------------------------------------------------------------------------------------------------
// One SQL connection, PGlite or node-postgres

interface SqlRunner {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** A drizzle database over this same connection, logging every statement to `logger`. */
  drizzle(logger: Logger): Db;
}

function pgliteRunner(client: PGlite): SqlRunner {
  return {
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query<T>(text, params)).rows,
    drizzle: (logger) => drizzlePglite(client, { schema, logger }) as unknown as Db,
  };
}

function pgRunner(client: pg.Client): SqlRunner {
  return {
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params)).rows as T[],
    drizzle: (logger) => drizzlePg(client, { schema, logger }) as unknown as Db,
  };
}

// ---------------------------------------------------------------------------------------------------
// Bulk load

const WORDS = [
  'Application',
  'Registration',
  'Renewal',
  'Tender',
  'Bid',
  'Appeal',
  'Inspection',
  'License',
  'Permit',
  'Certificate',
  'Training',
  'Audit',
  'Penalty',
  'Storage',
  'Transport',
  'Advertising',
  'Document',
  'Processing',
  'Consulting',
  'Maintenance',
];
const UNITS = ['each', 'kg', 'litre', 'hour', 'page', 'month', 'trip'];

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const sqlArray = (items: string[]) => `ARRAY[${items.map((w) => `'${w}'`).join(',')}]`;

/**
 * Replaces charge_types with `size` generated rows: the row-count triggers are disabled and the
 * secondary indexes dropped during the insert, then the indexes are re-created from their own
 * definitions (pg_indexes), count_rows_of recounts and re-attaches the triggers, and VACUUM ANALYZE
 * leaves the table as a settled production table would be (statistics, visibility map).
 * Names are 'Charge 0004821 Tender': the number is a permutation of 1..size, so name order is
 * unrelated to id and created_at order; ~20% inactive, ~5% deleted, ~15% without unit of measure,
 * created over three years, ~30% updated.
 */
async function bulkLoad(db: SqlRunner, size: number): Promise<void> {
  const indexes = await db.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = 'charge_types'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                         WHERE c.conrelid = 'charge_types'::regclass AND c.conname = i.indexname)`,
  );
  const multiplier = [7919, 7927, 7933, 7937].find((p) => gcd(p, size) === 1) ?? 1;
  const digits = Math.max(6, String(size).length);
  await db.query('ALTER TABLE charge_types DISABLE TRIGGER USER');
  await db.query('TRUNCATE charge_types RESTART IDENTITY');
  for (const { indexname } of indexes) await db.query(`DROP INDEX "${indexname}"`);
  await db.query('SELECT setseed(0.42)');
  await db.query(`
    INSERT INTO charge_types
      (active, deleted, created_at, created_by, updated_at, updated_by, name, unit_of_measure)
    SELECT r_active >= 0.2,
           r_deleted < 0.05,
           now() - r_created * interval '3 years',
           'bench',
           CASE WHEN r_updated < 0.3 THEN now() - r_updated * interval '100 days' END,
           CASE WHEN r_updated < 0.3 THEN 'bench' END,
           'Charge ' || lpad((((i::bigint * ${multiplier}) % ${size}) + 1)::text, ${digits}, '0') || ' '
             || CASE WHEN r_rare < 0.001 THEN '${RARE_WORD}'
                     ELSE (${sqlArray(WORDS)})[1 + floor(r_word * ${WORDS.length})::int] END,
           CASE WHEN r_unit >= 0.15 THEN (${sqlArray(UNITS)})[1 + floor(r_unit2 * ${UNITS.length})::int] END
      FROM (SELECT i, random() AS r_active, random() AS r_deleted, random() AS r_created,
                   random() AS r_updated, random() AS r_rare, random() AS r_word,
                   random() AS r_unit, random() AS r_unit2
              FROM generate_series(1, ${size}) AS i
            OFFSET 0) AS s`);
  for (const { indexdef } of indexes) await db.query(indexdef);
  await db.query(`SELECT count_rows_of('charge_types')`);
  await db.query('VACUUM ANALYZE charge_types');
}

interface DataShape {
  live: number;
  liveInactive: number;
  rareMatches: number;
}

async function describeData(db: SqlRunner): Promise<DataShape> {
  const [row] = await db.query<Record<string, number | string>>(
    `SELECT (SELECT coalesce(sum(n), 0) FROM row_counts
              WHERE table_name = 'charge_types' AND NOT is_deleted)::int AS live,
            (SELECT coalesce(sum(n), 0) FROM row_counts
              WHERE table_name = 'charge_types' AND NOT is_deleted AND NOT is_active)::int AS inactive,
            (SELECT count(*) FROM charge_types
              WHERE NOT deleted AND name ILIKE '%${RARE_TERM}%')::int AS rare`,
  );
  return {
    live: Number(row.live),
    liveInactive: Number(row.inactive),
    rareMatches: Number(row.rare),
  };
}

// ---------------------------------------------------------------------------------------------------
// The cases: the page parameter the browser sends, and the best raw SQL for the same page

interface RawQuery {
  text: string;
  params: unknown[];
}

interface BenchCase {
  key: string;
  pageParam: PageParam;
  /** Returns the page's rows in page order, each with the list's total as `total`. */
  raw: RawQuery;
  /** What the page must hold, to check both ways answer the same. */
  expectedTotal: number;
}

const COLUMNS =
  'id, uuid, name, unit_of_measure, active, deleted, created_at, created_by, updated_at, updated_by';
const liveCount = (active?: boolean) =>
  `(SELECT coalesce(sum(n), 0) FROM row_counts WHERE table_name = 'charge_types'
       AND is_deleted = false${active === undefined ? '' : ` AND is_active = ${active}`})::int`;

/**
 * Live rows sorted by name, `limit` rows from `offset`: (deleted, active, name, id) is the only name
 * index, so the best plan merges its two ranges (active and inactive) in name order - a Merge Append
 * of two index scans, each cut to offset + limit rows (without the inner LIMITs the planner sorts the
 * whole table instead). Deep pages skip through index-only scans of (id, name) and fetch only the
 * page's rows ("deferred join").
 */
function liveByName(direction: 'ASC' | 'DESC', offset: number, limit: string | number): string {
  const branch = (active: boolean) =>
    `(SELECT id, name FROM charge_types WHERE deleted = false AND active = ${active}
       ORDER BY name ${direction}, id ${direction} LIMIT ${offset} + (${limit}))`;
  return `
    WITH page AS (
      SELECT id, name FROM (${branch(true)} UNION ALL ${branch(false)}) AS u
       ORDER BY name ${direction}, id ${direction} LIMIT ${limit} OFFSET ${offset})
    SELECT ${liveCount()} AS total, c.*
      FROM page JOIN charge_types c USING (id)
     ORDER BY page.name, page.id`;
}

function buildCases(data: DataShape): BenchCase[] {
  const totalPages = Math.ceil(data.live / PAGE_SIZE);
  const deepPage = Math.floor(totalPages / 2);
  const lastPage = totalPages - 1;
  const lastOffset = lastPage * PAGE_SIZE;
  return [
    {
      key: 'first page by name',
      pageParam: { page: 0, size: PAGE_SIZE, sortBy: 'name', sortDirection: 'ASC' },
      raw: { text: liveByName('ASC', 0, PAGE_SIZE), params: [] },
      expectedTotal: data.live,
    },
    {
      key: `name contains '${RARE_TERM}'`,
      pageParam: {
        page: 0,
        size: PAGE_SIZE,
        sortBy: 'name',
        sortDirection: 'ASC',
        filters: [{ fieldName: 'name', operation: 'LIKE', value1: RARE_TERM }],
      },
      // One pass over the trigram matches gives both the page and the total.
      raw: {
        text: `SELECT count(*) OVER ()::int AS total, ${COLUMNS} FROM charge_types
                WHERE deleted = false AND name ILIKE $1 ORDER BY name, id LIMIT ${PAGE_SIZE}`,
        params: [`%${RARE_TERM}%`],
      },
      expectedTotal: data.rareMatches,
    },
    {
      key: 'active=false, createdAt DESC',
      pageParam: {
        page: 0,
        size: PAGE_SIZE,
        sortBy: 'createdAt',
        sortDirection: 'DESC',
        filters: [{ fieldName: 'active', operation: 'EQ', value1: 'false' }],
      },
      raw: {
        text: `SELECT ${liveCount(false)} AS total, ${COLUMNS} FROM charge_types
                WHERE deleted = false AND active = false
                ORDER BY created_at DESC, id DESC LIMIT ${PAGE_SIZE}`,
        params: [],
      },
      expectedTotal: data.liveInactive,
    },
    {
      key: `deep page ${deepPage} (50%) by name`,
      pageParam: { page: deepPage, size: PAGE_SIZE, sortBy: 'name', sortDirection: 'ASC' },
      raw: { text: liveByName('ASC', deepPage * PAGE_SIZE, PAGE_SIZE), params: [] },
      expectedTotal: data.live,
    },
    {
      key: `last page ${lastPage} by name`,
      pageParam: { page: lastPage, size: PAGE_SIZE, sortBy: 'name', sortDirection: 'ASC' },
      // Read backwards from the end: the last page holds total - lastOffset rows.
      raw: { text: liveByName('DESC', 0, `${liveCount()} - ${lastOffset}`), params: [] },
      expectedTotal: data.live,
    },
  ];
}

// ---------------------------------------------------------------------------------------------------
// Measuring

interface Stats {
  p50: number;
  p95: number;
  rps: number;
  n: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** Warm-up, then sequential runs until `maxRequests` or `maxMs`, whichever comes first. */
async function measure(
  run: () => Promise<unknown>,
  maxRequests = MAX_REQUESTS,
  maxMs = MAX_MS,
): Promise<Stats> {
  const warmupEnd = performance.now() + WARMUP_MS;
  for (let i = 0; i < WARMUP_REQUESTS && (i === 0 || performance.now() < warmupEnd); i++) {
    await run();
  }
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < maxRequests && performance.now() - start < maxMs) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  const total = performance.now() - start;
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    rps: samples.length / (total / 1000),
    n: samples.length,
  };
}

interface PageAnswer {
  total: number;
  ids: string[];
}

const sameAnswer = (a: PageAnswer, b: PageAnswer) =>
  a.total === b.total && a.ids.length === b.ids.length && a.ids.every((id, i) => id === b.ids[i]);
const describeAnswer = (a: PageAnswer) =>
  `total ${a.total}, ${a.ids.length} rows, ids ${a.ids.slice(0, 3).join(',')}...`;

async function rawPage(db: SqlRunner, query: RawQuery): Promise<PageAnswer> {
  const rows = await db.query<{ total: number | string; id: number | string }>(
    query.text,
    query.params,
  );
  return { total: Number(rows[0]?.total ?? 0), ids: rows.map((r) => String(r.id)) };
}

// ---------------------------------------------------------------------------------------------------
// The app over HTTP

interface RunningApp {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the app like server/main.ts does (API only), on a random port of 127.0.0.1. */
async function startApp(config: Config): Promise<RunningApp> {
  const app = await createApp(config, (line) => progress(`  app: ${line}`));
  const server = http.createServer((req, res) => void app.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}

async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/${PRODUCT}-uaa/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token) {
    throw new Error(`Login failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

/** What the browser's list asks for: every column of the page plus the page numbers. */
const LIST_QUERY = `query ($pageParam: PageableParamInput) {
  getAllChargeTypes(pageParam: $pageParam) {
    code
    message
    data {
      number numberOfElements size totalElements totalPages
      content { id uuid name unitOfMeasure active deleted createdAt createdBy updatedAt updatedBy }
    }
  }
}`;

/** HTTP + token check + user load + GraphQL, without the list: what every call pays. */
async function graphqlBaseline(baseUrl: string, token: string): Promise<void> {
  const response = await fetch(`${baseUrl}/${PRODUCT}-billing/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ serviceHealth { service product database } }' }),
  });
  const body = (await response.json()) as { data?: { serviceHealth?: unknown } };
  if (!response.ok || !body.data?.serviceHealth) {
    throw new Error(`serviceHealth failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
}

async function graphqlPage(baseUrl: string, token: string, pageParam: PageParam) {
  const response = await fetch(`${baseUrl}/${PRODUCT}-billing/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: LIST_QUERY, variables: { pageParam } }),
  });
  const body = (await response.json()) as {
    data?: {
      getAllChargeTypes: {
        code: number;
        message: string;
        data: { totalElements: number; content: { id: string }[] } | null;
      };
    };
    errors?: unknown;
  };
  const result = body.data?.getAllChargeTypes;
  if (!response.ok || !result || result.code !== 9000 || !result.data) {
    throw new Error(`getAllChargeTypes failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  return { total: result.data.totalElements, ids: result.data.content.map((c) => String(c.id)) };
}

// ---------------------------------------------------------------------------------------------------
// The app's own statements: timed without HTTP, and explained

interface StatementPlan {
  ms: number;
  plan: string;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Sort Method'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/** A one-line plan: node types, indexes and the rows each scan produced. */
function summarizePlan(node: PlanNode): string {
  let label = node['Node Type'];
  if (node['Sort Method']) label += ` (${node['Sort Method']})`;
  if (node['Index Name']) label += ` ${node['Index Name']}`;
  else if (node['Relation Name']) label += ` ${node['Relation Name']}`;
  if (/Scan/.test(node['Node Type'])) {
    label += ` ${formatCount((node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1))} rows`;
  }
  const children = (node.Plans ?? []).filter((c) => c['Parent Relationship'] !== 'InitPlan');
  if (children.length === 0) return label;
  if (children.length === 1) return `${label} > ${summarizePlan(children[0])}`;
  return `${label} [${children.map(summarizePlan).join(' | ')}]`;
}

/** EXPLAIN ANALYZE up to three times (at most ~3 s): the median run. */
async function explainStatement(db: SqlRunner, text: string, params: unknown[]) {
  const runs: StatementPlan[] = [];
  const start = performance.now();
  while (runs.length < 3 && (runs.length === 0 || performance.now() - start < 3000)) {
    runs.push(await explainOnce(db, text, params));
  }
  runs.sort((a, b) => a.ms - b.ms);
  return runs[Math.floor((runs.length - 1) / 2)];
}

async function explainOnce(db: SqlRunner, text: string, params: unknown[]): Promise<StatementPlan> {
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`,
    params,
  );
  const raw = row['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: PlanNode;
    'Execution Time': number;
    JIT?: { Timing?: { Total?: number | { Total?: number } } };
  }[];
  const { Plan, JIT } = parsed[0];
  const jitTotal = JIT?.Timing?.Total;
  const jitMs = typeof jitTotal === 'number' ? jitTotal : undefined;
  return {
    ms: parsed[0]['Execution Time'],
    plan: summarizePlan(Plan) + (jitMs ? ` (JIT ${jitMs.toFixed(0)} ms)` : ''),
  };
}

// ---------------------------------------------------------------------------------------------------
// Results

interface CaseResult {
  key: string;
  graphql?: Stats;
  raw?: Stats;
  dataLayer?: Stats;
  statements: StatementPlan[];
  mismatch?: string;
  /** The raw SQL's answer, which the data layer and GraphQL must match. */
  rawAnswer?: PageAnswer;
}

const fmt = (ms: number | undefined) =>
  ms === undefined ? '-' : ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2);
const fmtRps = (rps: number | undefined) =>
  rps === undefined ? '-' : rps >= 100 ? rps.toFixed(0) : rps.toFixed(1);

function renderTable(header: string[], rows: string[][], alignLeft: number[] = [0]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    `| ${cells
      .map((c, i) => (alignLeft.includes(i) ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (alignLeft.includes(i) ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

function renderResults(title: string, results: CaseResult[], baseline: Stats | undefined): string {
  const main = renderTable(
    [
      'case',
      'graphql p50 ms',
      'p95',
      'req/s',
      'raw SQL p50 ms',
      'p95',
      'req/s',
      'ratio (graphql p50 / raw p50)',
    ],
    results.map((r) => [
      r.key,
      fmt(r.graphql?.p50),
      fmt(r.graphql?.p95),
      fmtRps(r.graphql?.rps),
      fmt(r.raw?.p50),
      fmt(r.raw?.p95),
      fmtRps(r.raw?.rps),
      r.graphql && r.raw ? `${(r.graphql.p50 / r.raw.p50).toFixed(1)}x` : '-',
    ]),
  );
  const split = renderTable(
    ['case', 'app data layer p50 ms', "app's statements (EXPLAIN ANALYZE ms: plan)"],
    results.map((r) => [
      r.key,
      fmt(r.dataLayer?.p50),
      r.statements.map((s) => `${fmt(s.ms)}: ${s.plan}`).join(' ; '),
    ]),
    [0, 2],
  );
  const problems = results
    .filter((r) => r.mismatch)
    .map((r) => `MISMATCH in "${r.key}": ${r.mismatch}`);
  const baselineLine = baseline
    ? `GraphQL baseline, { serviceHealth } with the same token (HTTP, token check, user load, ` +
      `GraphQL; no list): p50 ${fmt(baseline.p50)} ms, p95 ${fmt(baseline.p95)} ms, ` +
      `${fmtRps(baseline.rps)} req/s`
    : '';
  return [`### ${title}`, '', main, '', baselineLine, '', split, ...problems].join('\n');
}

const allTables: string[] = [];

// ---------------------------------------------------------------------------------------------------
// Per database

function appConfig(env: Record<string, string>): Config {
  return loadConfig({
    HOST: '127.0.0.1',
    PRODUCT,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // Measured with a password-only sign-in, as the tests are (decision 148).
    SECOND_FACTOR_ENFORCED: 'false',
    WEB_DIR: path.join(os.tmpdir(), 'zabuni-bench-no-web-app'),
    ...env,
  });
}

/** Raw SQL, the data layer, and the app's statement plans, all on one connection. */
async function measureDirect(
  label: string,
  db: SqlRunner,
  cases: BenchCase[],
  results: CaseResult[],
): Promise<void> {
  let captured: { query: string; params: unknown[] }[] | undefined;
  const appDb = db.drizzle({ logQuery: (query, params) => captured?.push({ query, params }) });
  for (const [i, c] of cases.entries()) {
    const result = results[i];
    const rawAnswer = await rawPage(db, c.raw);
    result.rawAnswer = rawAnswer;
    if (rawAnswer.total !== c.expectedTotal) {
      result.mismatch = `raw SQL total ${rawAnswer.total}, expected ${c.expectedTotal}`;
    }
    result.raw = await measure(() => rawPage(db, c.raw));
    progress(`${label} raw SQL    ${c.key}: p50 ${fmt(result.raw.p50)} ms (n=${result.raw.n})`);

    const appPage = async () => {
      const page = await listChargeTypes(appDb, false, c.pageParam);
      return { total: page.totalElements, ids: page.content.map((r) => String(r.id)) };
    };
    const appAnswer = await appPage();
    if (!sameAnswer(appAnswer, rawAnswer)) {
      result.mismatch = `data layer: ${describeAnswer(appAnswer)}; raw: ${describeAnswer(rawAnswer)}`;
    }
    result.dataLayer = await measure(appPage, Math.ceil(MAX_REQUESTS / 2), MAX_MS / 2);
    captured = [];
    await appPage();
    const statements = captured;
    captured = undefined;
    result.statements = [];
    for (const s of statements)
      result.statements.push(await explainStatement(db, s.query, s.params));
    progress(
      `${label} data layer ${c.key}: p50 ${fmt(result.dataLayer.p50)} ms (n=${result.dataLayer.n}); ` +
        `statements ${result.statements.map((s) => fmt(s.ms)).join(' + ')} ms`,
    );
  }
}

async function measureGraphql(
  label: string,
  app: RunningApp,
  cases: BenchCase[],
  results: CaseResult[],
): Promise<Stats> {
  const baselineToken = await login(app.baseUrl);
  const baseline = await measure(() => graphqlBaseline(app.baseUrl, baselineToken));
  progress(`${label} graphql    baseline serviceHealth: p50 ${fmt(baseline.p50)} ms`);
  for (const [i, c] of cases.entries()) {
    const result = results[i];
    const token = await login(app.baseUrl);
    const answer = await graphqlPage(app.baseUrl, token, c.pageParam);
    if (result.rawAnswer && !sameAnswer(answer, result.rawAnswer)) {
      result.mismatch = `graphql: ${describeAnswer(answer)}; raw: ${describeAnswer(result.rawAnswer)}`;
    }
    result.graphql = await measure(() => graphqlPage(app.baseUrl, token, c.pageParam));
    progress(
      `${label} graphql    ${c.key}: p50 ${fmt(result.graphql.p50)} ms (n=${result.graphql.n})`,
    );
  }
  return baseline;
}

function report(title: string, results: CaseResult[], baseline: Stats) {
  const table = renderResults(title, results, baseline);
  allTables.push(table);
  console.log(`\n${table}\n`);
}

const cleanups: (() => Promise<void>)[] = [];

async function benchPglite(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-bench-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  cleanups.push(removeDir);
  let current: { close(): Promise<void> } | undefined;
  cleanups.push(async () => {
    await current?.close().catch(() => undefined);
  });
  try {
    const config = appConfig({ DATA_DIR: dataDir });
    progress(`pglite: migrating and seeding ${dataDir}`);
    const setup = await createApp(config, (line) => progress(`  app: ${line}`));
    await setup.close();

    for (const size of SIZES) {
      const label = `pglite ${formatCount(size).padStart(4)}`;
      const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
      current = client;
      const db = pgliteRunner(client);
      const [{ server_version: version }] = await db.query<{ server_version: string }>(
        'SHOW server_version',
      );
      progress(`${label}: loading ${size} rows`);
      const loadStart = performance.now();
      await bulkLoad(db, size);
      const data = await describeData(db);
      progress(
        `${label}: loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s ` +
          `(${data.live} live, ${data.liveInactive} inactive, ${data.rareMatches} match '${RARE_TERM}')`,
      );
      const cases = buildCases(data);
      const results: CaseResult[] = cases.map((c) => ({ key: c.key, statements: [] }));
      await measureDirect(label, db, cases, results);
      await client.close();
      current = undefined;

      progress(`${label}: starting the app`);
      const app = await startApp(config);
      current = { close: app.stop };
      const baseline = await measureGraphql(label, app, cases, results);
      await app.stop();
      current = undefined;
      report(`PGlite (PostgreSQL ${version}), ${formatCount(size)} rows`, results, baseline);
    }
  } finally {
    await current?.close().catch(() => undefined);
    current = undefined;
    await removeDir();
  }
}

async function benchPostgres(): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => undefined);
    console.log(
      `\nNote: PostgreSQL server not reachable at ${SERVER_URL} (${(error as Error).message}); ` +
        'skipping it. Set BENCH_DATABASE_URL to benchmark one.\n',
    );
    return;
  }
  const dbName = `zabuni_bench_${crypto.randomBytes(5).toString('hex')}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${dbName}`;
  const [{ server_version: version }] = (await admin.query('SHOW server_version')).rows;
  await admin.query(`CREATE DATABASE ${dbName}`);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  };
  cleanups.push(drop);
  let app: RunningApp | undefined;
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    progress(`postgres: created database ${dbName}; starting the app (migrates and seeds)`);
    app = await startApp(appConfig({ DATABASE_URL: url.toString() }));
    await client.connect();
    const db = pgRunner(client);
    for (const size of SIZES) {
      const label = `postgres ${formatCount(size).padStart(4)}`;
      progress(`${label}: loading ${size} rows`);
      const loadStart = performance.now();
      await bulkLoad(db, size);
      const data = await describeData(db);
      progress(
        `${label}: loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s ` +
          `(${data.live} live, ${data.liveInactive} inactive, ${data.rareMatches} match '${RARE_TERM}')`,
      );
      const cases = buildCases(data);
      const results: CaseResult[] = cases.map((c) => ({ key: c.key, statements: [] }));
      await measureDirect(label, db, cases, results);
      const baseline = await measureGraphql(label, app, cases, results);
      report(`PostgreSQL ${version}, ${formatCount(size)} rows`, results, baseline);
    }
  } finally {
    await client.end().catch(() => undefined);
    await app?.stop().catch(() => undefined);
    await drop();
  }
}

async function main() {
  progress(
    `list paging benchmark: databases ${DATABASES.join(', ')}; sizes ${SIZES.map(formatCount).join(', ')}; ` +
      `per case ${WARMUP_REQUESTS} warm-up, then up to ${MAX_REQUESTS} requests or ${MAX_MS / 1000} s`,
  );
  let stopping = false;
  const interrupt = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: cleaning up`);
    void (async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
      process.exit(130);
    })();
  };
  process.on('SIGINT', () => interrupt('SIGINT'));
  process.on('SIGTERM', () => interrupt('SIGTERM'));

  if (DATABASES.includes('pglite')) await benchPglite();
  if (DATABASES.includes('postgres')) await benchPostgres();

  console.log(`\n## All results (${os.cpus().length} cores, ${elapsed().trim()} in total)\n`);
  console.log(allTables.join('\n\n'));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    void (async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
      process.exit(1);
    })();
  },
);
