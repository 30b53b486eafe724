/**
 * The raw SQL twin of the load benchmark (bench/load.bench.ts): a minimal node http server that answers
 * POST /list {"case": "<name>"} with the same page and total the GraphQL list answers, from hand-written
 * SQL over pg (a pool of 10, as the app's) or PGlite. No token, no GraphQL, no validation: the floor
 * the app's overhead is measured against.
 *
 * Environment: PORT, and RAW_DATABASE_URL (PostgreSQL) or RAW_DATA_DIR (PGlite).
 */
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { RAW_CASES } from './loadCases';

type Query = (text: string) => Promise<Record<string, unknown>[]>;

async function open(): Promise<Query> {
  if (process.env.RAW_DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.RAW_DATABASE_URL, max: 10 });
    return async (text) => (await pool.query(text)).rows as Record<string, unknown>[];
  }
  const client = await PGlite.create({
    dataDir: process.env.RAW_DATA_DIR,
    extensions: { pg_trgm },
  });
  return async (text) => (await client.query<Record<string, unknown>>(text)).rows;
}

const query = await open();
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const sqlText = RAW_CASES[(JSON.parse(body || '{}') as { case?: string }).case ?? ''];
    if (!sqlText) {
      res.writeHead(404).end();
      return;
    }
    query(sqlText).then(
      (rows) => {
        const total = rows.length > 0 ? Number(rows[0].total) : 0;
        const content = rows.map(({ total: _total, ...row }) => row);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: { totalElements: total, content } }));
      },
      (error: unknown) => {
        res.writeHead(500).end(String(error));
      },
    );
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('raw twin ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
