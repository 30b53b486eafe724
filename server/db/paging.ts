import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  getTableName,
  ilike,
  inArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { SpringPage } from '../../contract/paging';
import { ResponseCode } from '../../contract/responseCodes';
import { APP_MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../contract/validation';
import { AppError } from '../errors';
import type { Db } from './client';

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
  /** `contains` is a case-insensitive substring match (trigram-indexed); `equals` an exact match. */
  filterable: Record<string, { column: PgColumn; match: 'contains' | 'equals' | 'boolean' }>;
}

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
  const conditions: SQL[] = table.deleted ? [eq(table.deleted, deleted)] : [];
  if (options.scope) conditions.push(options.scope);
  let activeFilter: boolean | undefined;
  let hasOtherFilters = options.scope !== undefined;
  let hasContains = false;
  for (const filter of param.filters ?? []) {
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
      conditions.push(eq(allowed.column, value));
      if (table.active && allowed.column === table.active) activeFilter = value;
      else hasOtherFilters = true;
    } else {
      const value = filter.value1.trim();
      if (value === '') continue;
      hasContains ||= allowed.match === 'contains' && filter.operation === 'LIKE';
      conditions.push(
        allowed.match === 'contains' && filter.operation === 'LIKE'
          ? ilike(allowed.column, `%${escapeLike(value)}%`)
          : eq(allowed.column, value),
      );
      hasOtherFilters = true;
    }
  }
  const where = and(...conditions);

  const offset = param.page * param.size;
  const direction =
    param.sortDirection ?? (param.sortBy ? 'ASC' : (spec.defaultDirection ?? 'ASC'));
  const isDescending = direction === 'DESC';
  const totalSql = hasOtherFilters
    ? sql`(SELECT count(*) FROM ${table} WHERE ${where})`
    : rowCountsSql(table, deleted, activeFilter);

  let totalElements: number;
  let content: Row[] = [];
  if (offset <= DEFERRED_JOIN_AFTER) {
    // A near page (the first, above all): the page and its total in one statement, read forwards.
    const order = isDescending
      ? [desc(sortColumn), desc(table.id)]
      : [asc(sortColumn), asc(table.id)];
    // With a "contains" filter the total counts every match anyway: counting them in the same pass
    // (a window) makes the planner fetch the matches through the trigram index and sort them, instead
    // of walking the sort column's index in the hope of meeting a rare term soon.
    const total = hasContains ? sql<string>`count(*) OVER ()` : sql<string>`${totalSql}`;
    const rows = await db
      .select({ ...getTableColumns(table), [TOTAL]: total })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(param.size)
      .offset(offset);
    totalElements = rows.length > 0 ? Number(rows[0][TOTAL]) : await readTotal(db, totalSql);
    content = rows.map(({ [TOTAL]: _total, ...row }) => row) as Row[];
  } else {
    totalElements = await readTotal(db, totalSql);
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
          ? await readPageByIds(db, table, where, order, limit, skip)
          : await db
              .select()
              .from(table)
              .where(where)
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
function rowCountsSql(table: PageableTable, deleted: boolean, active: boolean | undefined): SQL {
  const activeCondition = active === undefined ? sql`` : sql` AND is_active = ${active}`;
  return sql`(SELECT coalesce(sum(n), 0) FROM row_counts WHERE table_name = ${getTableName(table)} AND is_deleted = ${deleted}${activeCondition})`;
}
