/**
 * User list benchmark: getAllUsersByInstitutionId (paged, sorted, filtered, institution-scoped, with
 * each row's roles and institution) through the real app over HTTP, against hand-written SQL for the
 * same page, on a PostgreSQL server at 100k and 1M users.
 *
 *   npm run bench:users                          # 100k and 1M users
 *   BENCH_SIZES=100000 npm run bench:users       # quick run
 *
 * Settings: see bench/support.ts.
 */
import type pg from 'pg';
import { mainListBench, sqlArray, type ListBenchCase } from './support';

const INSTITUTIONS = 200;
const RARE_NAME = 'Zawadi';

const FIRST_NAMES = ['Asha', 'Baraka', 'Chausiku', 'Daudi', 'Esther', 'Faraji', 'Grace', 'Hamisi'];
const LAST_NAMES = ['Mwinyi', 'Said', 'Mussa', 'Kimaro', 'Njau', 'Mrema', 'Lyimo', 'Shirima'];

/**
 * Adds users number from+1..to, spread over INSTITUTIONS institutions, one base role each, with the secondary
 * indexes dropped and the row-count triggers off during the insert (then rebuilt and recounted).
 * About 0.5% are named RARE_NAME: the selective "name contains" filter.
 */
async function bulkLoad(db: pg.Client, from: number, to: number): Promise<void> {
  await db.query(`INSERT INTO institutions (name, created_by)
    SELECT 'Bench institution ' || lpad(i::text, 4, '0'), 'bench' FROM generate_series(1, ${INSTITUTIONS}) i
    ON CONFLICT DO NOTHING`);
  const indexes = (
    await db.query<{ indexname: string; indexdef: string }>(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i WHERE i.tablename = 'users'
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    )
  ).rows;
  await db.query('ALTER TABLE users DISABLE TRIGGER USER');
  for (const { indexname } of indexes) await db.query(`DROP INDEX "${indexname}"`);
  await db.query('SELECT setseed(0.42)');
  await db.query(`
    INSERT INTO users (email, full_name, user_type, institution_id, active, password_hash, created_by, created_at)
    SELECT 'user' || lpad(i::text, 8, '0') || '@bench.go.tz',
           CASE WHEN random() < 0.005 THEN '${RARE_NAME} ' ELSE '' END
             || (${sqlArray(FIRST_NAMES)})[1 + (i::bigint * 7919 % ${FIRST_NAMES.length})::int] || ' '
             || (${sqlArray(LAST_NAMES)})[1 + (i::bigint * 104729 % ${LAST_NAMES.length})::int] || ' '
             || lpad(((i::bigint * 7927) % ${to})::text, 7, '0'),
           'PROCURING_ENTITY',
           (SELECT min(id) FROM institutions WHERE name LIKE 'Bench institution%') + (i % ${INSTITUTIONS}),
           random() >= 0.1, 'bench-not-a-hash', 'bench', now() - random() * interval '3 years'
      FROM generate_series(${from + 1}, ${to}) i`);
  for (const { indexdef } of indexes) await db.query(indexdef);
  await db.query(`INSERT INTO user_roles (user_id, role_id)
    SELECT u.id, r.id FROM users u
      JOIN roles r ON r.institution_id IS NULL
       AND r.name = (ARRAY['PROCUREMENT_OFFICER','HEAD_OF_PMU','ACCOUNTING_OFFICER'])[1 + u.id % 3]
     WHERE u.created_by = 'bench' ON CONFLICT DO NOTHING`);
  await db.query(`SELECT count_rows_of('users')`);
  await db.query('VACUUM ANALYZE users');
  await db.query('VACUUM ANALYZE user_roles');
}

interface Case {
  label: string;
  institutionId: number | null;
  pageable: { page: number; size: number; sortBy?: string; filters?: object[] };
  /** The same page in SQL: total, then the page's rows with their roles. */
  raw: { count: string; page: string; params: unknown[] };
}

const ROLE_JOIN = `SELECT p.*, i.name AS institution_name,
    (SELECT array_agg(r.name ORDER BY r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE ur.user_id = p.id AND NOT r.deleted) AS roles
  FROM page p LEFT JOIN institutions i ON i.id = p.institution_id`;

function buildCases(institutionId: number, perInstitution: number, roleId: number): Case[] {
  const deepPage = Math.floor(perInstitution / 2 / 25);
  const inInstitution = 'NOT deleted AND institution_id = $1';
  return [
    {
      label: 'all users, first page by name',
      institutionId: null,
      pageable: { page: 0, size: 25 },
      raw: {
        count: `SELECT sum(n) AS n FROM row_counts WHERE table_name = 'users' AND NOT is_deleted`,
        page: `WITH page AS (SELECT * FROM users WHERE NOT deleted ORDER BY full_name, id LIMIT 25) ${ROLE_JOIN}`,
        params: [],
      },
    },
    {
      label: 'one institution, first page by name',
      institutionId,
      pageable: { page: 0, size: 25 },
      raw: {
        count: `SELECT count(*) AS n FROM users WHERE ${inInstitution}`,
        page: `WITH page AS (SELECT * FROM users WHERE ${inInstitution} ORDER BY full_name, id LIMIT 25) ${ROLE_JOIN}`,
        params: [institutionId],
      },
    },
    {
      label: `one institution, name contains '${RARE_NAME.toLowerCase()}'`,
      institutionId,
      pageable: {
        page: 0,
        size: 25,
        filters: [{ fieldName: 'fullName', operation: 'LIKE', value1: RARE_NAME.toLowerCase() }],
      },
      raw: {
        count: `SELECT count(*) AS n FROM users WHERE ${inInstitution} AND full_name ILIKE '%zawadi%'`,
        page: `WITH page AS (SELECT * FROM users WHERE ${inInstitution} AND full_name ILIKE '%zawadi%' ORDER BY full_name, id LIMIT 25) ${ROLE_JOIN}`,
        params: [institutionId],
      },
    },
    {
      label: 'one institution, role filter',
      institutionId,
      pageable: {
        page: 0,
        size: 25,
        filters: [{ fieldName: 'roleId', operation: 'EQ', value1: String(roleId) }],
      },
      raw: {
        count: `SELECT count(*) AS n FROM users u WHERE ${inInstitution} AND EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = u.id AND ur.role_id = $2)`,
        page: `WITH page AS (SELECT * FROM users u WHERE ${inInstitution} AND EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = u.id AND ur.role_id = $2) ORDER BY full_name, id LIMIT 25) ${ROLE_JOIN}`,
        params: [institutionId, roleId],
      },
    },
    {
      label: `all users, email contains '00012345'`,
      institutionId: null,
      pageable: {
        page: 0,
        size: 25,
        filters: [{ fieldName: 'email', operation: 'LIKE', value1: '00012345' }],
      },
      raw: {
        count: `SELECT count(*) AS n FROM users WHERE NOT deleted AND email ILIKE '%00012345%'`,
        page: `WITH page AS (SELECT * FROM users WHERE NOT deleted AND email ILIKE '%00012345%' ORDER BY full_name, id LIMIT 25) ${ROLE_JOIN}`,
        params: [],
      },
    },
    {
      label: `one institution, deep page ${deepPage} (50%)`,
      institutionId,
      pageable: { page: deepPage, size: 25 },
      raw: {
        count: `SELECT count(*) AS n FROM users WHERE ${inInstitution}`,
        page: `WITH page AS (SELECT * FROM users WHERE ${inInstitution} ORDER BY full_name, id LIMIT 25 OFFSET ${deepPage * 25}) ${ROLE_JOIN}`,
        params: [institutionId],
      },
    },
  ];
}

const LIST_QUERY = `query ($institutionId: ID, $pageable: PageableParamInput) {
  getAllUsersByInstitutionId(institutionId: $institutionId, pageable: $pageable) {
    code message
    data { totalElements totalPages number
      content { id uuid email fullName phone active activationPending institutionName rolesListStrings createdAt } }
  }
}`;

/** The pages asked for, in the first bench institution, with a base role held by some of its users. */
async function cases(db: pg.Client, size: number): Promise<ListBenchCase[]> {
  const [{ id: institutionId }] = (
    await db.query<{ id: number }>(
      `SELECT min(id) AS id FROM institutions WHERE name LIKE 'Bench institution%'`,
    )
  ).rows;
  const [{ id: roleId }] = (
    await db.query<{ id: number }>(
      `SELECT id FROM roles WHERE name = 'HEAD_OF_PMU' AND institution_id IS NULL`,
    )
  ).rows;
  return buildCases(Number(institutionId), Math.floor(size / INSTITUTIONS), Number(roleId)).map(
    ({ label, institutionId, pageable, raw }) => ({
      label,
      variables: { institutionId, pageable },
      raw,
    }),
  );
}

mainListBench({
  rowsName: 'users',
  defaultSizes: [100_000, 1_000_000],
  service: 'uaa',
  operation: 'getAllUsersByInstitutionId',
  query: LIST_QUERY,
  totalOf: (data) => data.totalElements,
  load: bulkLoad,
  cases,
});
