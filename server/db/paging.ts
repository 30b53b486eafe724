import { and, eq, getTableName, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { SEARCH_FIELD, type SpringPage } from '../../contract/paging';
import { ResponseCode } from '../../contract/responseCodes';
import { APP_MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../contract/limits';
import { AppError } from '../errors';
import type { Db } from './client';
import { checkColumnText } from './entityTable';
import {
  DEFERRED_JOIN_AFTER,
  readFarPage,
  readNearPage,
  rowCountsSql,
  type PageQuery,
} from './pageReads';
import { StatementShape } from './pageStatements';

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
   * in every `contains` field and every `searched` one at once: each text the list shows is one.
   */
  filterable: Record<string, { column: PgColumn; match: 'contains' | 'equals' | 'boolean' }>;
  /** Texts shown that the search box looks in too, though their own filter is exact (a code). */
  searched?: PgColumn[];
}

/** The columns the search box looks in: the list's `contains` fields and its `searched` ones. */
export const searchColumns = (spec: ListSpec): PgColumn[] => [
  ...new Set([
    ...Object.values(spec.filterable)
      .filter((field) => field.match === 'contains')
      .map((field) => field.column),
    ...(spec.searched ?? []),
  ]),
];

type Match = ListSpec['filterable'][string]['match'];

/** The names of a table's columns, as its drizzle definition names them. */
type ColumnName<T> = { [K in keyof T]: T[K] extends PgColumn ? K : never }[keyof T] & string;

export interface TableListFields<T> {
  /** The fields a page sorts by: a list of the contract's (contract/listFields.ts) gives its own. */
  sortable: readonly ColumnName<T>[];
  defaultSort: string;
  defaultDirection?: 'ASC' | 'DESC';
  filterable?: Partial<Record<ColumnName<T>, Match>>;
  /** Fields filtered by one exact value (ListFields.filters): each an `equals` filter. */
  filters?: readonly ColumnName<T>[];
  /** Texts the search box looks in beside the `contains` fields (ListFields.searched). */
  searched?: readonly ColumnName<T>[];
  /** App lists: filterable fields whose values are a fixed set (appPaging.ts). */
  enumFields?: string[];
}

/**
 * A list spec over a table's own columns, each field named as the table names it: a list says which
 * fields sort and how each one filters, and the columns are looked up here instead of on every line.
 */
export function tableListSpec<T extends PgTable>(
  table: T,
  { sortable, filterable = {}, filters = [], searched, ...rest }: TableListFields<T>,
): ListSpec & { enumFields?: string[] } {
  const column = (field: string) => {
    const found = (table as unknown as Record<string, PgColumn | undefined>)[field];
    // A contract's list naming a field its table lacks fails at start, not on the first sort.
    if (!found) throw new Error(`A list of ${getTableName(table)} names no column "${field}"`);
    return found;
  };
  const matches: [string, Match][] = [
    ...(Object.entries(filterable) as [string, Match][]),
    ...filters.map((field): [string, Match] => [field, 'equals']),
  ];
  return {
    ...rest,
    sortable: Object.fromEntries(sortable.map((field) => [field, column(field)])),
    filterable: Object.fromEntries(
      matches.map(([field, match]) => [field, { column: column(field), match }]),
    ),
    ...(searched?.length ? { searched: searched.map(column) } : {}),
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
  const sortColumn = sortColumnOf(spec, sortField);
  const deleted = options.deleted ?? false;
  const offset = param.page * param.size;
  // A near page of a list without a caller's scope (the common request) is built once per shape and
  // its statement reused with new values: drizzle building the SQL was a tenth of a busy server's time.
  const statement = !options.scope && offset <= DEFERRED_JOIN_AFTER ? new StatementShape() : null;
  const found = pageConditions(table, spec, param.filters ?? [], deleted, options.scope, statement);
  const where = () => and(...found.conditions.map((condition) => condition()));
  const { hasOtherFilters, activeFilter } = found;
  const countedDeleted = hasOtherFilters ? undefined : bound(statement, deleted);
  const countedActive =
    hasOtherFilters || activeFilter === undefined ? undefined : bound(statement, activeFilter);
  const query: PageQuery = {
    db,
    table,
    where,
    totalSql: () =>
      hasOtherFilters
        ? sql`(SELECT count(*) FROM ${table} WHERE ${where()})`
        : rowCountsSql(table, countedDeleted, countedActive),
    sortField,
    sortColumn,
    direction: param.sortDirection ?? (param.sortBy ? 'ASC' : (spec.defaultDirection ?? 'ASC')),
    hasOtherFilters,
    hasContains: found.hasContains,
    statement,
    size: param.size,
    offset,
  };
  const { content, totalElements } =
    offset <= DEFERRED_JOIN_AFTER ? await readNearPage<Row>(query) : await readFarPage<Row>(query);
  return {
    content,
    number: param.page,
    numberOfElements: content.length,
    size: param.size,
    totalElements,
    totalPages: Math.ceil(totalElements / param.size),
  };
}

/** The column a list sorts by for a field; a field the list does not sort by is refused. */
function sortColumnOf(spec: ListSpec, sortField: string): PgColumn {
  // Own keys only: "constructor" or "__proto__" must not find Object.prototype's members.
  const sortColumn = Object.hasOwn(spec.sortable, sortField) ? spec.sortable[sortField] : undefined;
  if (!sortColumn) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      `Cannot sort by "${sortField}"; sortable fields: ${Object.keys(spec.sortable).join(', ')}`,
    );
  }
  return sortColumn;
}

/** A value as the statement binds it (a placeholder), or as it is when no statement is kept. */
const bound = (statement: StatementShape | null, value: unknown) =>
  statement ? statement.bind(value) : value;

type Filter = NonNullable<z.output<typeof pageParamSchema>['filters']>[number];

/** What a page's filters make: its conditions, and what decides how its total is read. */
interface PageConditions {
  /**
   * Made on demand, their values bound at once, in the same order every time (the placeholders'
   * names follow it): the SQL is built only when no statement of this shape is kept.
   */
  conditions: (() => SQL)[];
  /** The filter on the table's own `active` column, if any (row_counts counts by it). */
  activeFilter?: boolean;
  /** Any filter beyond the scope columns: the total is then counted, not read from row_counts. */
  hasOtherFilters: boolean;
  hasContains: boolean;
}

function pageConditions(
  table: PageableTable,
  spec: ListSpec,
  filters: Filter[],
  deleted: boolean,
  scope: SQL | undefined,
  statement: StatementShape | null,
): PageConditions {
  const found: PageConditions = {
    conditions: [],
    hasOtherFilters: scope !== undefined,
    hasContains: false,
  };
  if (table.deleted) {
    const { deleted: column } = table;
    const isDeleted = bound(statement, deleted);
    found.conditions.push(() => eq(column, isDeleted));
  }
  if (scope) found.conditions.push(() => scope);
  for (const filter of filters) {
    if (filter.fieldName === SEARCH_FIELD && !Object.hasOwn(spec.filterable, SEARCH_FIELD)) {
      addSearch(found, spec, filter.value1, statement);
    } else {
      addFieldFilter(found, table, spec, filter, statement);
    }
  }
  return found;
}

/** The search box's text, looked for in every column searchColumns names at once. */
function addSearch(
  found: PageConditions,
  spec: ListSpec,
  text: string,
  statement: StatementShape | null,
) {
  const value = text.trim();
  if (value === '') return;
  const columns = searchColumns(spec);
  if (columns.length === 0) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'This list has no text to search');
  }
  found.hasContains = true;
  found.hasOtherFilters = true;
  statement?.shape.push(`${SEARCH_FIELD}~`);
  const pattern = bound(statement, `%${escapeLike(value)}%`) as string;
  found.conditions.push(() => or(...columns.map((column) => ilike(column, pattern)))!);
}

/** One field's filter, as the list lets it filter; any other field is refused. */
function addFieldFilter(
  found: PageConditions,
  table: PageableTable,
  spec: ListSpec,
  filter: Filter,
  statement: StatementShape | null,
) {
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
    const isValue = bound(statement, value);
    found.conditions.push(() => eq(allowed.column, isValue));
    if (table.active && allowed.column === table.active) found.activeFilter = value;
    else found.hasOtherFilters = true;
    return;
  }
  const value = filter.value1.trim();
  if (value === '') return;
  const contains = allowed.match === 'contains' && filter.operation === 'LIKE';
  if (!contains) checkColumnText(allowed.column, filter.fieldName, value);
  found.hasContains ||= contains;
  statement?.shape.push(`${filter.fieldName}${contains ? '~' : '='}`);
  const matched = bound(statement, contains ? `%${escapeLike(value)}%` : value);
  found.conditions.push(() =>
    contains ? ilike(allowed.column, matched as string) : eq(allowed.column, matched),
  );
  found.hasOtherFilters = true;
}
