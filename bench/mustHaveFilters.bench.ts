/**
 * mustHaveFilters benchmark: getSpecificationSettings (app envelope, input {page, pageSize,
 * mustHaveFilters}) through the real app over HTTP, against hand-written SQL for the same page, on a
 * PostgreSQL server at 1M specification settings (1,000 UNSPSC codes, 1,000 rows each).
 *
 *   npm run bench:filters                        # 1M rows
 *   BENCH_SIZES=100000 npm run bench:filters     # quick run
 *
 * Settings: BENCH_SIZES, BENCH_DATABASE_URL (server on which a throw-away database is created and
 * dropped; default postgres://postgres@127.0.0.1:5432/postgres), BENCH_MAX_REQUESTS (200),
 * BENCH_MAX_SECONDS (10). Sequential requests over loopback; prints p50/p95, asserts nothing.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { createApp } from '../server/createApp';
import { loadConfig } from '../server/config';

const SIZES = (process.env.BENCH_SIZES ?? '1000000').split(',').map(Number);
const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 200);
const MAX_MS = Number(process.env.BENCH_MAX_SECONDS ?? 10) * 1000;
const ADMIN_EMAIL = 'bench-admin@zabuni.test';
const ADMIN_PASSWORD = `Bench-${crypto.randomBytes(9).toString('base64url')}-1!`;
const CODES = 1000;
/** About 0.1% of the field names carry this word: the selective LIKE filter. */
const RARE_WORD = 'Tanzanite';
const FIELDS = [
  'Capacity',
  'Colour',
  'Voltage',
  'Weight',
  'Material',
  'Length',
  'Warranty',
  'Brand',
];
const sqlArray = (items: string[]) => `ARRAY[${items.map((w) => `'${w}'`).join(',')}]`;
const PAGE = 25;

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** The UNSPSC code of bench row group g (8 digits, 10000000 + g). */
const codeOf = (group: number) => String(10_000_000 + group);

/**
 * Adds settings from+1..to with the secondary indexes dropped and the row-count triggers off during
 * the insert (then rebuilt and recounted); 10% are INACTIVE.
 */
async function bulkLoad(db: pg.Client, from: number, to: number): Promise<void> {
  const indexes = (
    await db.query<{ indexname: string; indexdef: string }>(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i WHERE i.tablename = 'specification_settings'
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    )
  ).rows;
  await db.query('ALTER TABLE specification_settings DISABLE TRIGGER USER');
  for (const { indexname } of indexes) await db.query(`DROP INDEX "${indexname}"`);
  await db.query('SELECT setseed(0.42)');
  await db.query(`
    INSERT INTO specification_settings (unspsc_code, field_name, field_type, is_required, status, created_by, created_at)
    SELECT (10000000 + i % ${CODES})::text,
           CASE WHEN random() < 0.001 THEN '${RARE_WORD} ' ELSE '' END
             || (${sqlArray(FIELDS)})[1 + (i::bigint * 7919 % ${FIELDS.length})::int] || ' '
             || lpad(((i::bigint * 7927) % ${to})::text, 7, '0'),
           'TEXT', i % 2 = 0, CASE WHEN random() < 0.1 THEN 'INACTIVE' ELSE 'ACTIVE' END,
           'bench', now() - random() * interval '3 years'
      FROM generate_series(${from + 1}, ${to}) i`);
  for (const { indexdef } of indexes) await db.query(indexdef);
  await db.query('ALTER TABLE specification_settings ENABLE TRIGGER USER');
  await db.query(`SELECT count_rows_of('specification_settings')`);
  await db.query('VACUUM ANALYZE specification_settings');
}

interface Case {
  label: string;
  input: { page: number; pageSize: number; mustHaveFilters?: object[] };
  /** The same page in SQL: its total, then its rows. */
  raw: { count: string; page: string };
}

const LIVE = 'NOT deleted';
const ORDER = `ORDER BY field_name, id LIMIT ${PAGE}`;

function buildCases(size: number): Case[] {
  const code = codeOf(7);
  const deepPage = Math.floor(size / 2 / PAGE);
  const eq = (fieldName: string, value1: string) => ({ fieldName, operation: 'EQ', value1 });
  const like = (fieldName: string, value1: string) => ({ fieldName, operation: 'LIKE', value1 });
  return [
    {
      label: 'no filter, first page by fieldName',
      input: { page: 1, pageSize: PAGE },
      raw: {
        count: `SELECT sum(n) AS n FROM row_counts WHERE table_name = 'specification_settings' AND NOT is_deleted`,
        page: `SELECT * FROM specification_settings WHERE ${LIVE} ${ORDER}`,
      },
    },
    {
      label: `EQ unspscCode ${code}`,
      input: { page: 1, pageSize: PAGE, mustHaveFilters: [eq('unspscCode', code)] },
      raw: {
        count: `SELECT count(*) AS n FROM specification_settings WHERE ${LIVE} AND unspsc_code = '${code}'`,
        page: `SELECT * FROM specification_settings WHERE ${LIVE} AND unspsc_code = '${code}' ${ORDER}`,
      },
    },
    {
      label: `LIKE fieldName '${RARE_WORD.toLowerCase()}'`,
      input: {
        page: 1,
        pageSize: PAGE,
        mustHaveFilters: [like('fieldName', RARE_WORD.toLowerCase())],
      },
      raw: {
        count: `SELECT count(*) AS n FROM specification_settings WHERE ${LIVE} AND field_name ILIKE '%${RARE_WORD.toLowerCase()}%'`,
        page: `SELECT * FROM specification_settings WHERE ${LIVE} AND field_name ILIKE '%${RARE_WORD.toLowerCase()}%' ${ORDER}`,
      },
    },
    {
      label: `EQ unspscCode + LIKE fieldName 'colour'`,
      input: {
        page: 1,
        pageSize: PAGE,
        mustHaveFilters: [eq('unspscCode', code), like('fieldName', 'colour')],
      },
      raw: {
        count: `SELECT count(*) AS n FROM specification_settings WHERE ${LIVE} AND unspsc_code = '${code}' AND field_name ILIKE '%colour%'`,
        page: `SELECT * FROM specification_settings WHERE ${LIVE} AND unspsc_code = '${code}' AND field_name ILIKE '%colour%' ${ORDER}`,
      },
    },
    {
      label: 'EQ status INACTIVE (10%)',
      input: { page: 1, pageSize: PAGE, mustHaveFilters: [eq('status', 'INACTIVE')] },
      raw: {
        count: `SELECT count(*) AS n FROM specification_settings WHERE ${LIVE} AND status = 'INACTIVE'`,
        page: `SELECT * FROM specification_settings WHERE ${LIVE} AND status = 'INACTIVE' ${ORDER}`,
      },
    },
    {
      label: `no filter, deep page ${deepPage + 1} (50%)`,
      input: { page: deepPage + 1, pageSize: PAGE },
      raw: {
        count: `SELECT sum(n) AS n FROM row_counts WHERE table_name = 'specification_settings' AND NOT is_deleted`,
        page: `SELECT * FROM specification_settings WHERE ${LIVE} ${ORDER} OFFSET ${deepPage * PAGE}`,
      },
    },
  ];
}

const LIST_QUERY = `query ($input: AppPageInput) {
  getSpecificationSettings(input: $input) {
    code message
    data { totalRecords totalPages currentPage
      rows { uuid unspscCode fieldName fieldType isRequired status } }
  }
}`;

async function measure(run: () => Promise<unknown>) {
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
  return { p50: at(50), p95: at(95), n: samples.length };
}

const ms = (n: number) => (n >= 10 ? n.toFixed(1) : n.toFixed(2));

async function main() {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const dbName = `zabuni_bench_${crypto.randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${dbName}`;
  const app = await createApp(
    loadConfig({
      DATABASE_URL: url.toString(),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      DEMO_DATA: 'false',
      DATA_DIR: os.tmpdir(),
    }),
    () => {},
  );
  const server = http.createServer((req, res) => void app.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const tables: string[] = [];
  try {
    const login = await fetch(`${baseUrl}/zabuni-uaa/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    let loaded = 0;
    for (const size of SIZES) {
      log(`loading ${size - loaded} more specification settings (to ${size})`);
      const t0 = performance.now();
      await bulkLoad(db, loaded, size);
      loaded = size;
      log(`loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      const rows = [
        `| case (${size.toLocaleString('en')} rows) | graphql p50 ms | p95 | raw SQL p50 ms | p95 | total |`,
        '| :-- | --: | --: | --: | --: | --: |',
      ];
      for (const c of buildCases(size)) {
        let total = 0;
        const graphql = await measure(async () => {
          const response = await fetch(`${baseUrl}/zabuni-app/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              query: LIST_QUERY,
              variables: { input: c.input },
            }),
          });
          const body = (await response.json()) as {
            data: { getSpecificationSettings: { code: number; data: { totalRecords: number } } };
          };
          const result = body.data.getSpecificationSettings;
          if (result.code !== 9000) throw new Error(`${c.label}: ${JSON.stringify(result)}`);
          total = result.data.totalRecords;
        });
        const raw = await measure(async () => {
          await db.query(c.raw.count);
          await db.query(c.raw.page);
        });
        rows.push(
          `| ${c.label} | ${ms(graphql.p50)} | ${ms(graphql.p95)} | ${ms(raw.p50)} | ${ms(raw.p95)} | ${total} |`,
        );
        log(rows.at(-1)!);
      }
      tables.push(rows.join('\n'));
    }
    const [{ server_version: version }] = (await db.query('SHOW server_version')).rows;
    console.log(`\nPostgreSQL ${version}, ${os.cpus().length} cores\n\n${tables.join('\n\n')}`);
  } finally {
    await db.end();
    server.closeAllConnections();
    server.close();
    await app.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
