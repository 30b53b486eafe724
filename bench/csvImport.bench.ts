/**
 * `npm run bench:import`: the CSV import of a reference list over HTTP against the real server, as
 * the browser sends it (decision 104): a file of N units of measure, one row in a hundred bad (no
 * name, or a name repeated), previewed then committed. Prints the file's size, the seconds of each
 * step, what was created and refused, and the history entries the import wrote (one per record).
 *
 * Settings: BENCH_ROWS (default 100000, the import's limit); TEST_DATABASE_URL runs it on a
 * PostgreSQL server instead of the embedded PGlite.
 */
import { sql } from 'drizzle-orm';
import type { CsvImportReport } from '../contract/csvImport';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type Envelope,
} from '../tests/server/support/testServer';
import { log } from './support';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

/** N rows; every hundredth is bad: alternately without a name and repeating the row before. */
function file(rows: number): string {
  const lines = ['name,symbol,active'];
  for (let i = 1; i <= rows; i += 1) {
    if (i % 100 === 0) lines.push(i % 200 === 0 ? `,u${i},true` : `Bench unit ${i - 1},u${i},true`);
    else lines.push(`Bench unit ${i},u${i},${i % 3 === 0 ? 'false' : 'true'}`);
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const server = await startTestServer();
  try {
    const token = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
    const csv = file(ROWS);
    const step = async (name: 'preview' | 'commit') => {
      const t0 = performance.now();
      const response = await fetch(
        `${server.baseUrl}/zabuni-app/import/units_of_measure/${name}?fileName=bench.csv`,
        {
          method: 'POST',
          headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
          body: csv,
        },
      );
      const body = (await response.json()) as Envelope<CsvImportReport>;
      if (!body.data) throw new Error(`${name} answered ${response.status}: ${body.message}`);
      return { seconds: (performance.now() - t0) / 1000, report: body.data };
    };
    const preview = await step('preview');
    const commit = await step('commit');
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
  } finally {
    await server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
