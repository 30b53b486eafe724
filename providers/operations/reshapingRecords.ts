import type { OperationMapping, ResourceOperations } from './types';

/** A record as the server answers it, before or after reshaping. */
export type Row = Record<string, unknown> & { uuid: string };

/**
 * The same operations with each answered record passed through reshape (create, update, delete),
 * given the form's data (or, on delete, the record as listed). Lists without a find operation use it
 * to flatten each related record's uuid into the field the form and the save input use.
 */
export function reshapingRecords(
  operations: ResourceOperations,
  reshape: (record: Row, data?: Record<string, unknown>) => Row,
): ResourceOperations {
  const reshaped = { ...operations };
  for (const verb of ['create', 'update', 'delete'] as const) {
    type Params = { data?: Record<string, unknown>; previousData?: Record<string, unknown> };
    const mapping = operations[verb] as OperationMapping<Params> | undefined;
    if (!mapping) continue;
    reshaped[verb] = {
      ...mapping,
      parse: (result: unknown, params: Params) => ({
        data: reshape(
          mapping.parse(result, params).data as Row,
          params.data ?? params.previousData,
        ),
      }),
    } as never;
  }
  return reshaped;
}

/** The uuid of a related record ({ uuid } or null). */
export const uuidOf = (related: unknown) => (related as { uuid?: string } | null)?.uuid ?? null;
