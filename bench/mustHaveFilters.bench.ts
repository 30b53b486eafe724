/**
 * mustHaveFilters benchmark: getSpecificationSettings (app envelope, input {page, pageSize,
 * mustHaveFilters}) through the real app over HTTP, against hand-written SQL for the same page, on a
 * PostgreSQL server at 1M specification settings (1,000 UNSPSC codes, 1,000 rows each).
 *
 *   npm run bench:filters                        # 1M rows
 *   BENCH_SIZES=100000 npm run bench:filters     # quick run
 *
 * Settings: see bench/support.ts.
 */
import type pg from 'pg';
import { mainListBench, sqlArray, type ListBenchCase } from './support';

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
const PAGE = 25;

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

mainListBench({
  rowsName: 'rows',
  defaultSizes: [1_000_000],
  service: 'app',
  operation: 'getSpecificationSettings',
  query: LIST_QUERY,
  totalOf: (data) => data.totalRecords,
  load: bulkLoad,
  cases: async (_db, size): Promise<ListBenchCase[]> =>
    buildCases(size).map(({ label, input, raw }) => ({ label, variables: { input }, raw })),
});
