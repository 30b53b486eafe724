import type { GetListParams } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../contract/limits';
import { SEARCH_FIELD, type SpringPage } from '../../contract/paging';
import { unwrap, withRecordId, type Envelope, type Identified } from '../responses';

/** How a list's react-admin filters become PageableParamInput filters. */
export type FilterMapping = Record<string, { fieldName: string; operation: 'EQ' | 'LIKE' }>;

/**
 * A list's filters: q is the search box, which the server looks for in every text the list shows
 * (SEARCH_FIELD), and each filter named after it matches the field of its own name exactly (EQ).
 */
export const listFilters = (...exactFields: string[]): FilterMapping => ({
  q: { fieldName: SEARCH_FIELD, operation: 'LIKE' },
  ...Object.fromEntries(
    exactFields.map((fieldName) => [fieldName, { fieldName, operation: 'EQ' as const }]),
  ),
});

/**
 * react-admin's page, sort and filters as the server reads them, the page still counted from 1 as
 * react-admin counts it: each service's input below takes it from here and counts it its own way.
 */
function pageRequest(params: GetListParams, filters: FilterMapping) {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: DEFAULT_PAGE_SIZE };
  return {
    pageFromOne: page,
    size: perPage,
    sortBy: params.sort?.field,
    sortDirection: params.sort?.order === 'DESC' ? 'DESC' : 'ASC',
    filters: Object.entries(params.filter ?? {}).flatMap(([key, value]) => {
      const mapping = filters[key];
      if (!mapping || value === undefined || value === null || value === '') return [];
      return [{ ...mapping, value1: String(value) }];
    }),
  };
}

/** The spec's pageParam: the page counted from 0 (Spring's). */
export function toPageParam(params: GetListParams, filters: FilterMapping) {
  const { pageFromOne, ...rest } = pageRequest(params, filters);
  return { page: pageFromOne - 1, ...rest };
}

/** A Spring page in the envelope, as react-admin's { data, total }. */
export const parsePage =
  (operation: string) =>
  (result: unknown): { data: unknown[]; total: number } => {
    const page = unwrap(result as Envelope<SpringPage<Identified>>, operation);
    return { data: page.content.map(withRecordId), total: page.totalElements };
  };

/** One record in the envelope, as react-admin's { data }. */
export const parseRecord =
  (operation: string) =>
  (result: unknown): { data: unknown } => ({
    data: withRecordId(unwrap(result as Envelope<Identified>, operation)),
  });

/** A whole list in the envelope's dataList, as react-admin's { data, total }. */
export const parseList =
  (operation: string) =>
  (result: unknown): { data: unknown[]; total: number } => {
    const rows = unwrap(result as Envelope<Identified[]>, operation);
    return { data: rows.map(withRecordId), total: rows.length };
  };

/** The app service's input: the page counted from 1, as react-admin counts it. */
export function toAppInput(params: GetListParams, filters: FilterMapping) {
  const {
    pageFromOne,
    size,
    sortBy,
    sortDirection,
    filters: mustHaveFilters,
  } = pageRequest(params, filters);
  return { page: pageFromOne, pageSize: size, fields: [], sortBy, sortDirection, mustHaveFilters };
}

/** An app-envelope page {rows, totalRecords, ...} as react-admin's { data, total }. */
export const parseAppPage =
  (operation: string) =>
  (result: unknown): { data: unknown[]; total: number } => {
    const page = unwrap(
      result as Envelope<{ rows: Identified[]; totalRecords: number }>,
      operation,
    );
    return { data: page.rows.map(withRecordId), total: page.totalRecords };
  };

/** A whole list the server answers at once (tens of rows), shown a page at a time. */
export const pageOfList = <T>(rows: T[], params: GetListParams) => {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: DEFAULT_PAGE_SIZE };
  return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
};

/** A Spring page of records that keep their numeric id as react-admin's id. */
export const parseIdPage = (operation: string) => (result: unknown) => {
  const page = unwrap(result as Envelope<SpringPage<{ id: string }>>, operation);
  return { data: page.content, total: page.totalElements };
};

/** One record that keeps its numeric id as react-admin's id. */
export const parseIdRecord = (operation: string) => (result: unknown) => ({
  data: unwrap(result as Envelope<{ id: string }>, operation),
});

/** A uaa list's variables: q searches what it shows; platform administrators may pick an institution. */
export const institutionPageVariables = (params: GetListParams) => ({
  pageParam: toPageParam(params, listFilters()),
  institutionUuid: params.filter?.institutionUuid || null,
});
