import { asc, desc, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import type { StatementShape } from './pageStatements';

/** A table with an id for stable order (paging.ts's PageableTable). */
type PageableTable = PgTable & { id: PgColumn };

/**
 * Past this many skipped rows, a page is found by its ids first: the skipping then walks the
 * (scope, sort column, id) index only, without reading each skipped row from the table.
 */
export const DEFERRED_JOIN_AFTER = 2000;

/** The key the total travels under beside a page's columns (no table has such a column). */
const TOTAL = '__total_elements';

/** One page to read, as fetchPage (paging.ts) worked it out from the request and the list. */
export interface PageQuery {
  db: Db;
  table: PageableTable;
  /** The rows' condition, built when asked (a kept statement never needs it). */
  where: () => SQL | undefined;
  /** The total's subquery: a count through the filter, or the table's row_counts. */
  totalSql: () => SQL;
  sortField: string;
  sortColumn: PgColumn;
  direction: 'ASC' | 'DESC';
  hasOtherFilters: boolean;
  hasContains: boolean;
  /** The near page's statement shape, when its statement may be kept (no caller's scope). */
  statement: StatementShape | null;
  size: number;
  offset: number;
}

/** A page's rows and the total of rows matching. */
export interface PageRead<Row> {
  content: Row[];
  totalElements: number;
}

const orderBy = (query: PageQuery, isDescending: boolean) =>
  isDescending
    ? [desc(query.sortColumn), desc(query.table.id)]
    : [asc(query.sortColumn), asc(query.table.id)];

/** A near page (the first, above all): the page and its total in one statement, read forwards. */
export async function readNearPage<Row>(query: PageQuery): Promise<PageRead<Row>> {
  const { db, table, where, statement, offset } = query;
  const isDescending = query.direction === 'DESC';
  const limit = statement ? statement.bind(query.size, 'limit') : query.size;
  const skip = statement ? statement.bind(offset, 'offset') : offset;
  const select = () =>
    query.hasContains
      ? selectAllMatches(db, table, where(), query.sortColumn, isDescending)
          .limit(limit as number)
          .offset(skip as number)
      : db
          .select({ ...getTableColumns(table), [TOTAL]: sql<string>`${query.totalSql()}` })
          .from(table)
          .where(where())
          .orderBy(...orderBy(query, isDescending))
          .limit(limit as number)
          .offset(skip as number);
  const shape = [
    getTableName(table),
    query.sortField,
    query.direction,
    query.hasOtherFilters ? 'counted' : 'kept',
  ];
  const rows = statement ? await statement.run(db, shape, select) : await select();
  let totalElements: number;
  if (rows.length > 0) totalElements = Number(rows[0][TOTAL]);
  else if (offset === 0) totalElements = 0;
  else if (statement) {
    // Past the last page: the same statement's first row carries the total.
    const [first] = await statement.run(db, shape, select, { limit: 1, offset: 0 });
    totalElements = first ? Number(first[TOTAL]) : 0;
  } else totalElements = await readTotal(db, query.totalSql());
  // The total is each row's last field: deleting a last field keeps V8's fast object shape, and
  // costs a fifth of copying every row without it.
  for (const row of rows) delete (row as Partial<typeof row>)[TOTAL];
  return { content: rows as Row[], totalElements };
}

/**
 * A far page: its total first, then the page, read backwards from the end when it lies past the
 * middle, so the deepest OFFSET is half the table.
 */
export async function readFarPage<Row>(query: PageQuery): Promise<PageRead<Row>> {
  const { db, table, offset } = query;
  const totalElements = await readTotal(db, query.totalSql());
  if (offset >= totalElements) return { content: [], totalElements };
  const fromEnd = offset > totalElements / 2;
  // Reading from the end flips the order; the id tie-breaker keeps pages stable either way.
  const isDescending = query.direction === 'DESC';
  const order = orderBy(query, fromEnd ? !isDescending : isDescending);
  const limit = Math.min(query.size, totalElements - offset);
  const skip = fromEnd ? totalElements - offset - limit : offset;
  const rows =
    skip > DEFERRED_JOIN_AFTER
      ? await readPageByIds(db, table, query.where(), order, limit, skip)
      : await db
          .select()
          .from(table)
          .where(query.where())
          .orderBy(...order)
          .limit(limit)
          .offset(skip);
  return { content: (fromEnd ? rows.reverse() : rows) as Row[], totalElements };
}

/**
 * A page of the rows matching a "contains" filter, each with the count of all matches: the total
 * counts every match anyway, so the matches are found first the best way for the filter alone (a
 * rare term through the trigram index, a common one by reading the table) and then ordered. OFFSET 0
 * keeps PostgreSQL from planning the two as one: it walked the sort column's whole index in the hope
 * of meeting a rare term soon, not seeing that the count needs every match (456 ms at 1M rows,
 * against 18 ms this way).
 */
export function selectAllMatches(
  db: Db,
  table: PageableTable,
  where: SQL | undefined,
  sortColumn: PgColumn,
  isDescending: boolean,
) {
  const columns = getTableColumns(table);
  // As SQL: drizzle leaves out an offset of 0, and with it the fence.
  const fence = sql.raw('0') as unknown as number;
  const matches = db.select(columns).from(table).where(where).offset(fence).as('matches');
  const fields = matches as unknown as Record<string, PgColumn>;
  const sortKey = Object.keys(columns).find((key) => columns[key] === sortColumn)!;
  const direction = isDescending ? desc : asc;
  return db
    .select({
      ...Object.fromEntries(Object.keys(columns).map((key) => [key, fields[key]])),
      [TOTAL]: sql<string>`count(*) OVER ()`,
    })
    .from(matches)
    .orderBy(direction(fields[sortKey]), direction(fields.id));
}

async function readPageByIds(
  db: Db,
  table: PageableTable,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  skip: number,
): Promise<Record<string, unknown>[]> {
  const ids = await db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(skip);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(table)
    .where(
      inArray(
        table.id,
        ids.map((row) => row.id),
      ),
    );
  const position = new Map(ids.map((row, index) => [row.id, index]));
  return rows.sort(
    (a, b) => (position.get(a.id as number) ?? 0) - (position.get(b.id as number) ?? 0),
  );
}

async function readTotal(db: Db, totalSql: SQL): Promise<number> {
  const result = await db.execute<{ n: string | null }>(sql`SELECT ${totalSql} AS n`);
  return Number(result.rows[0]?.n ?? 0);
}

/** The live (or deleted) rows of a table, optionally only the active or inactive, from row_counts. */
export function rowCountsSql(table: PageableTable, deleted: unknown, active: unknown): SQL {
  const activeCondition = active === undefined ? sql`` : sql` AND is_active = ${active}`;
  return sql`(SELECT coalesce(sum(n), 0) FROM row_counts WHERE table_name = ${getTableName(table)} AND is_deleted = ${deleted}${activeCondition})`;
}
