import type { FilterPayload } from 'react-admin';

/** The list's filter values with one filter set to `value`, or without it when `value` is undefined. */
export function withFilterValue(filterValues: FilterPayload, source: string, value: unknown) {
  const { [source]: _previous, ...others } = filterValues;
  return value === undefined ? others : { ...others, [source]: value };
}
