import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../contract/responseCodes';
import { APP_DEFAULT_PAGE_SIZE, APP_MAX_PAGE_SIZE } from '../../contract/limits';
import { AppError } from '../errors';
import type { Db } from './client';
import { fetchPage, type ListSpec, type PageableTable } from './paging';

/**
 * The app service's list input {page (from 1), pageSize, fields, mustHaveFilters} and envelope
 * {rows, currentPage, hasNext, first, hasPrevious, totalRecords, totalPages, metaData}, over the same
 * database paging as the Spring pages (contract/paging.ts).
 */
export const appInputSchema = z.object({
  // Some callers count pages from 0 (getClarificationsByPEData): 0 is the first page as 1 is.
  page: z.number().int().min(0).nullish(),
  pageSize: z.number().int().min(1).max(APP_MAX_PAGE_SIZE).nullish(),
  fields: z.array(z.string().max(60)).max(50).nullish(),
  mustHaveFilters: z
    .array(
      z.object({
        fieldName: z.string().max(60),
        operation: z.enum(['EQ', 'LIKE']),
        value1: z.string().max(200),
      }),
    )
    .max(20)
    .nullish(),
  sortBy: z.string().max(60).nullish(),
  sortDirection: z.enum(['ASC', 'DESC']).nullish(),
});
export type AppInput = z.input<typeof appInputSchema>;

/** The arguments of an operation answering an app-envelope list: `(input: AppPageInput)`. */
export type AppListArgs = { input?: AppInput | null };

export interface AppPage<Row> {
  rows: Row[];
  currentPage: number;
  hasNext: boolean;
  first: boolean;
  hasPrevious: boolean;
  totalRecords: number;
  totalPages: number;
  metaData: { fieldName: string; isSearchable: boolean; isSortable: boolean; isEnum: boolean }[];
}

export interface AppListSpec extends ListSpec {
  /** Filterable fields whose values are a fixed set (statuses): isEnum in metaData. */
  enumFields?: string[];
}

/** One page in the app envelope; metaData only when asked for (withMetaData) or always if omitted. */
export async function fetchAppPage<Row>(
  db: Db,
  table: PageableTable,
  spec: AppListSpec,
  options: { input: AppInput | null | undefined; scope?: SQL; withMetaData?: boolean },
): Promise<AppPage<Row>> {
  const parsed = appInputSchema.safeParse(options.input ?? {});
  if (!parsed.success) throw new AppError(ResponseCode.INVALID_INPUT, 'Invalid list input');
  const input = parsed.data;
  const page = Math.max(1, input.page ?? 1);
  const pageSize = input.pageSize ?? APP_DEFAULT_PAGE_SIZE;
  for (const field of input.fields ?? []) {
    if (!Object.hasOwn(spec.sortable, field) && !Object.hasOwn(spec.filterable, field)) {
      throw new AppError(ResponseCode.INVALID_INPUT, `Unknown field "${field}"`);
    }
  }
  const spring = await fetchPage<Row>(db, table, spec, {
    pageParam: {
      page: page - 1,
      size: pageSize,
      sortBy: input.sortBy,
      sortDirection: input.sortDirection,
      filters: input.mustHaveFilters,
    },
    scope: options.scope,
    maxPageSize: APP_MAX_PAGE_SIZE,
  });
  return {
    rows: spring.content,
    currentPage: page,
    hasNext: page < spring.totalPages,
    first: page === 1,
    hasPrevious: page > 1,
    totalRecords: spring.totalElements,
    totalPages: spring.totalPages,
    metaData: options.withMetaData === false ? [] : describeFields(spec),
  };
}

function describeFields(spec: AppListSpec) {
  const names = [...new Set([...Object.keys(spec.sortable), ...Object.keys(spec.filterable)])];
  return names.map((fieldName) => ({
    fieldName,
    isSearchable: fieldName in spec.filterable,
    isSortable: fieldName in spec.sortable,
    isEnum: spec.enumFields?.includes(fieldName) ?? false,
  }));
}
