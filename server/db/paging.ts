import crypto from 'node:crypto';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  getTableName,
  ilike,
  inArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { SEARCH_FIELD, type SpringPage } from '../../contract/paging';
import { ResponseCode } from '../../contract/responseCodes';
import { APP_MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../contract/validation';
import { AppError } from '../errors';
import type { Db } from './client';
import { checkColumnText } from './entityTable';
import { mapRowsFlat } from './rowMapper';

/** pageParam / pageableParam as clients send it (GraphQL input PageableParamInput). */
export const pageParamSchema = z
  .object({
    // An explicit null means the default, as a missing value does.
    page: z
      .number()
      .int()
      .min(0)
      .nullish()
      .transform((page) => page ?? 0),
    size: z
      .number()
      .int()
      .min(1)
      .max(APP_MAX_PAGE_SIZE)
      .nullish()
      .transform((size) => size ?? DEFAULT_PAGE_SIZE),
    sortBy: z.string().nullish(),
    sortDirection: z.enum(['ASC', 'DESC']).nullish(),
    filters: z
      .array(
        z.object({
          fieldName: z.string(),
          operation: z.enum(['EQ', 'LIKE']),
          value1: z.string().max(200),
        }),
      )
      .nullish(),
  })
  .default({ page: 0, size: DEFAULT_PAGE_SIZE });
export type PageParam = z.input<typeof pageParamSchema>;

/** The arguments of an operation answering a Spring-paged list: `(pageParam: PageableParamInput)`. */
export type PageArgs = { pageParam?: PageParam | null };

/**
 * A table a list can page: an id for stable order, and the scope columns when it has them
 * (append-only tables such as error_logs have neither deleted nor active).
 */
export type PageableTable = PgTable & { id: PgColumn; deleted?: PgColumn; active?: PgColumn };

/** What a list lets clients sort and filter by: field names as the GraphQL type spells them. */
export interface ListSpec {
  sortable: Record<string, PgColumn>;
  defaultSort: string;
  /** Direction when the client names neither field nor direction (ASC unless said). */
  defaultDirection?: 'ASC' | 'DESC';
  /**
   * `contains` is a case-insensitive substring match (trigram-indexed where a list grows large) for
   * LIKE and an exact one for EQ; `equals` an exact match. The search box's `q` (SEARCH_FIELD) looks
   * in every `contains` field at once: a list declares as `contains` each text it shows.
   */
  filterable: Record<string, { column: PgColumn; match: 'contains' | 'equals' | 'boolean' }>;
}

/** The columns the search box looks in: the list's `contains` fields. */
const searchColumns = (spec: ListSpec): PgColumn[] => [
  ...new Set(
    Object.values(spec.filterable)
      .filter((field) => field.match === 'contains')
      .map((field) => field.column),
  ),
];

type Match = ListSpec['filterable'][string]['match'];

/** The names of a table's columns, as its drizzle definition names them. */
type ColumnName<T> = { [K in keyof T]: T[K] extends PgColumn ? K : never }[keyof T] & string;

export interface TableListFields<T> {
  sortable: ColumnName<T>[];
  defaultSort: string;
  defaultDirection?: 'ASC' | 'DESC';
  filterable?: Partial<Record<ColumnName<T>, Match>>;
  /** App lists: filterable fields whose values are a fixed set (appPaging.ts). */
  enumFields?: string[];
}

/**
 * A list spec over a table's own columns, each field named as the table names it: a list says which
 * fields sort and how each one filters, and the columns are looked up here instead of on every line.
 */
export function tableListSpec<T extends PgTable>(
  table: T,
  { sortable, filterable = {}, ...rest }: TableListFields<T>,
): ListSpec & { enumFields?: string[] } {
  const column = (field: string) => (table as unknown as Record<string, PgColumn>)[field];
  return {
    ...rest,
    sortable: Object.fromEntries(sortable.map((field) => [field, column(field)])),
    filterable: Object.fromEntries(
      Object.entries(filterable as Record<string, Match>).map(([field, match]) => [
        field,
        { column: column(field), match },
      ]),
    ),
  };
}

/** A LIKE pattern's wildcards taken literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of a soft-deletable table, paged, sorted and filtered in the database.
 * At a million rows: the total is read from row_counts when only the scope (deleted, active) is
 * filtered, otherwise counted through the filter's index; a page past the middle is read backwards
 * from the end, so the deepest OFFSET is half the table, never all of it.
 */
export async function fetchPage<Row>(
  db: Db,
  table: PageableTable,
  spec: ListSpec,
  options: {
    deleted?: boolean;
    pageParam: PageParam | null | undefined;
    /** A condition every row must meet (the caller's institution); totals are then counted. */
    scope?: SQL;
    /** Larger pages than MAX_PAGE_SIZE only where the spec asks for them (app lists). */
    maxPageSize?: number;
  },
): Promise<SpringPage<Row>> {
  const param = pageParamSchema.parse(options.pageParam ?? undefined);
  const maxPageSize = options.maxPageSize ?? MAX_PAGE_SIZE;
  if (param.size > maxPageSize) {
    throw new AppError(ResponseCode.INVALID_INPUT, `A page holds at most ${maxPageSize} rows`);
  }
  const sortField = param.sortBy ?? spec.defaultSort;
  // Own keys only: "constructor" or "__proto__" must not find Object.prototype's members.
  const sortColumn = Object.hasOwn(spec.sortable, sortField) ? spec.sortable[sortField] : undefined;
  if (!sortColumn) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      `Cannot sort by "${sortField}"; sortable fields: ${Object.keys(spec.sortable).join(', ')}`,
    );
  }

  const deleted = options.deleted ?? false;
  const offset = param.page * param.size;
  // A near page of a list without a caller's scope (the common request) is built once per shape and
  // its statement reused with new values: drizzle building the SQL was a tenth of a busy server's time.
  const statement = !options.scope && offset <= DEFERRED_JOIN_AFTER ? new StatementShape() : null;
  const bind = (value: unknown) => (statement ? statement.bind(value) : value);
  // The SQL is built only when no statement of this shape is kept: conditions are made on demand,
  // their values bound now, in the same order every time (the placeholders' names follow it).
  const conditions: (() => SQL)[] = [];
  if (table.deleted) {
    const { deleted: column } = table;
    const isDeleted = bind(deleted);
    conditions.push(() => eq(column, isDeleted));
  }
  const { scope } = options;
  if (scope) conditions.push(() => scope);
  let activeFilter: boolean | undefined;
  let hasOtherFilters = options.scope !== undefined;
  let hasContains = false;
  for (const filter of param.filters ?? []) {
    if (filter.fieldName === SEARCH_FIELD && !Object.hasOwn(spec.filterable, SEARCH_FIELD)) {
      const value = filter.value1.trim();
      if (value === '') continue;
      const columns = searchColumns(spec);
      if (columns.length === 0) {
        throw new AppError(ResponseCode.INVALID_INPUT, 'This list has no text to search');
      }
      hasContains = true;
      hasOtherFilters = true;
      statement?.shape.push(`${SEARCH_FIELD}~`);
      const bound = bind(`%${escapeLike(value)}%`) as string;
      conditions.push(() => or(...columns.map((column) => ilike(column, bound)))!);
      continue;
    }
    const allowed = Object.hasOwn(spec.filterable, filter.fieldName)
      ? spec.filterable[filter.fieldName]
      : undefined;
    if (!allowed) {
      throw new AppError(
        ResponseCode.INVALID_INPUT,
        `Cannot filter by "${filter.fieldName}"; filterable fields: ${Object.keys(spec.filterable).join(', ')}`,
      );
    }
    if (allowed.match === 'boolean') {
      if (filter.value1 !== 'true' && filter.value1 !== 'false') {
        throw new AppError(ResponseCode.INVALID_INPUT, `${filter.fieldName} must be true or false`);
      }
      const value = filter.value1 === 'true';
      statement?.shape.push(`${filter.fieldName}=`);
      const bound = bind(value);
      conditions.push(() => eq(allowed.column, bound));
      if (table.active && allowed.column === table.active) activeFilter = value;
      else hasOtherFilters = true;
    } else {
      const value = filter.value1.trim();
      if (value === '') continue;
      const contains = allowed.match === 'contains' && filter.operation === 'LIKE';
      if (!contains) checkColumnText(allowed.column, filter.fieldName, value);
      hasContains ||= contains;
      statement?.shape.push(`${filter.fieldName}${contains ? '~' : '='}`);
      const bound = bind(contains ? `%${escapeLike(value)}%` : value);
      conditions.push(() =>
        contains ? ilike(allowed.column, bound as string) : eq(allowed.column, bound),
      );
      hasOtherFilters = true;
    }
  }
  const where = () => and(...conditions.map((condition) => condition()));

  const direction =
    param.sortDirection ?? (param.sortBy ? 'ASC' : (spec.defaultDirection ?? 'ASC'));
  const isDescending = direction === 'DESC';
  const countedDeleted = hasOtherFilters ? undefined : bind(deleted);
  const countedActive =
    hasOtherFilters || activeFilter === undefined ? undefined : bind(activeFilter);
  const totalSql = () =>
    hasOtherFilters
      ? sql`(SELECT count(*) FROM ${table} WHERE ${where()})`
      : rowCountsSql(table, countedDeleted, countedActive);

  let totalElements: number;
  let content: Row[] = [];
  if (offset <= DEFERRED_JOIN_AFTER) {
    // A near page (the first, above all): the page and its total in one statement, read forwards.
    const order = isDescending
      ? [desc(sortColumn), desc(table.id)]
      : [asc(sortColumn), asc(table.id)];
    const limit = statement ? statement.bind(param.size, 'limit') : param.size;
    const skip = statement ? statement.bind(offset, 'offset') : offset;
    const select = () =>
      hasContains
        ? selectAllMatches(db, table, where(), sortColumn, isDescending)
            .limit(limit as number)
            .offset(skip as number)
        : db
            .select({ ...getTableColumns(table), [TOTAL]: sql<string>`${totalSql()}` })
            .from(table)
            .where(where())
            .orderBy(...order)
            .limit(limit as number)
            .offset(skip as number);
    const shape = [getTableName(table), sortField, direction, hasOtherFilters ? 'counted' : 'kept'];
    const rows = statement ? await statement.run(db, shape, select) : await select();
    if (rows.length > 0) totalElements = Number(rows[0][TOTAL]);
    else if (offset === 0) totalElements = 0;
    else if (statement) {
      // Past the last page: the same statement's first row carries the total.
      const [first] = await statement.run(db, shape, select, { limit: 1, offset: 0 });
      totalElements = first ? Number(first[TOTAL]) : 0;
    } else totalElements = await readTotal(db, totalSql());
    // The total is each row's last field: deleting a last field keeps V8's fast object shape, and
    // costs a fifth of copying every row without it.
    for (const row of rows) delete (row as Partial<typeof row>)[TOTAL];
    content = rows as Row[];
  } else {
    totalElements = await readTotal(db, totalSql());
    if (offset < totalElements) {
      const fromEnd = offset > totalElements / 2;
      // Reading from the end flips the order; the id tie-breaker keeps pages stable either way.
      const readDescending = fromEnd ? !isDescending : isDescending;
      const order = readDescending
        ? [desc(sortColumn), desc(table.id)]
        : [asc(sortColumn), asc(table.id)];
      const limit = Math.min(param.size, totalElements - offset);
      const skip = fromEnd ? totalElements - offset - limit : offset;
      const rows =
        skip > DEFERRED_JOIN_AFTER
          ? await readPageByIds(db, table, where(), order, limit, skip)
          : await db
              .select()
              .from(table)
              .where(where())
              .orderBy(...order)
              .limit(limit)
              .offset(skip);
      content = (fromEnd ? rows.reverse() : rows) as Row[];
    }
  }

  return {
    content,
    number: param.page,
    numberOfElements: content.length,
    size: param.size,
    totalElements,
    totalPages: Math.ceil(totalElements / param.size),
  };
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

/**
 * Past this many skipped rows, a page is found by its ids first: the skipping then walks the
 * (scope, sort column, id) index only, without reading each skipped row from the table.
 */
const DEFERRED_JOIN_AFTER = 2000;

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

/** The key the total travels under beside a page's columns (no table has such a column). */
const TOTAL = '__total_elements';

async function readTotal(db: Db, totalSql: SQL): Promise<number> {
  const result = await db.execute<{ n: string | null }>(sql`SELECT ${totalSql} AS n`);
  return Number(result.rows[0]?.n ?? 0);
}

/** The live (or deleted) rows of a table, optionally only the active or inactive, from row_counts. */
function rowCountsSql(table: PageableTable, deleted: unknown, active: unknown): SQL {
  const activeCondition = active === undefined ? sql`` : sql` AND is_active = ${active}`;
  return sql`(SELECT coalesce(sum(n), 0) FROM row_counts WHERE table_name = ${getTableName(table)} AND is_deleted = ${deleted}${activeCondition})`;
}

/** A prepared statement's name: the same for the same text, in every process. */
const statementName = (text: string) =>
  `page_${crypto.createHash('sha256').update(text).digest('hex').slice(0, 32)}`;

/** Statements of near pages by database and shape, each reused with new values. */
const statements = new WeakMap<
  Db,
  Map<string, { execute(values: Record<string, unknown>): Promise<unknown[]> }>
>();
/** Shapes kept per database: lists times sort fields times filter sets are few; clients pick the mix. */
const MAX_STATEMENTS = 500;

/**
 * One page query's shape (its SQL text) and its values: every value is a placeholder, so pages that
 * differ only in values (the page number, the filter's text) share one built statement.
 *
 * A filtered shape is sent unnamed (drizzle's name ''), so PostgreSQL parses and plans it for its
 * values each time: a rare "contains" term is found through the trigram index, a common one by
 * reading the table (selectAllMatches). A shape without filters walks the same index whatever its
 * values (a list's first pages, the commonest request of all), so it is sent named by its text: each
 * pooled connection parses it once, and PostgreSQL keeps choosing its plan (plan_cache_mode auto).
 */
class StatementShape {
  readonly shape: string[] = [];
  private readonly values: Record<string, unknown> = {};

  bind(value: unknown, name = `v${Object.keys(this.values).length}`): Placeholder {
    this.values[name] = value;
    return sql.placeholder(name);
  }

  async run<Row>(
    db: Db,
    shape: string[],
    build: () => {
      toSQL(): { sql: string };
      prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
    },
    overrides: Record<string, unknown> = {},
  ): Promise<Row[]> {
    const key = [...shape, ...this.shape].join('|');
    let byShape = statements.get(db);
    if (!byShape) statements.set(db, (byShape = new Map()));
    let prepared = byShape.get(key);
    if (prepared) {
      byShape.delete(key); // kept in last-used order
    } else {
      const query = build();
      const name = this.shape.length === 0 ? statementName(query.toSQL().sql) : '';
      prepared = mapRowsFlat(query.prepare(name));
      if (byShape.size >= MAX_STATEMENTS) byShape.delete(byShape.keys().next().value!);
    }
    byShape.set(key, prepared);
    return (await prepared.execute({ ...this.values, ...overrides })) as Row[];
  }
}
