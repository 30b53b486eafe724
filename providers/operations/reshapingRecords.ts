import type { OperationMapping, ResourceOperations } from './types';

/** A record as the server answers it, before or after reshaping. */
export type Row = Record<string, unknown> & { uuid: string };

type Params = {
  data?: Record<string, unknown>;
  previousData?: Record<string, unknown>;
  filter?: Record<string, unknown>;
};

/**
 * The same operations with every answered record passed through reshape, given what the caller sent
 * (the list's filter, the form's data, or on delete the record as listed). Lists use it to flatten
 * each related record's uuid into the field the form and the save input use.
 */
export function reshapingRecords(
  operations: ResourceOperations,
  reshape: (record: Row, context?: Record<string, unknown>) => Row,
): ResourceOperations {
  const reshaped = { ...operations };
  for (const verb of ['getList', 'getOne', 'create', 'update', 'delete'] as const) {
    const mapping = operations[verb] as OperationMapping<Params> | undefined;
    if (!mapping) continue;
    reshaped[verb] = {
      ...mapping,
      parse: (result: unknown, params: Params) => {
        const parsed = mapping.parse(result, params);
        const context = params.filter ?? params.data ?? params.previousData;
        const data = Array.isArray(parsed.data)
          ? parsed.data.map((record: Row) => reshape(record, context))
          : reshape(parsed.data as Row, context);
        return { ...parsed, data };
      },
    } as never;
  }
  return reshaped;
}

/** The uuid of a related record ({ uuid } or null). */
export const uuidOf = (related: unknown) => (related as { uuid?: string } | null)?.uuid ?? null;
