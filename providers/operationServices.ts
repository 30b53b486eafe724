import type { GraphqlService } from '../contract/services';
import type { OperationTable } from './buildQuery';
import { operationNameOf } from './graphqlDocuments';
import type { CustomMethod } from './operations/types';

type Described = readonly (readonly [operation: string, service: GraphqlService])[];

/** The verbs' operations with their resource's service, from the operation table. */
export const verbOperations = (table: OperationTable): Described =>
  Object.values(table).flatMap(({ service, ...verbs }) =>
    Object.values(verbs).map((mapping) => [mapping.operation, service] as const),
  );

/** A custom-method table's operations with their services. */
export const customOperations = (
  methods: Record<string, CustomMethod<never, unknown>>,
): Described =>
  Object.values(methods).map((method) => [operationNameOf(method.document), method.service]);

/**
 * Which service answers each operation, derived from where the operation is described (a resource's
 * row of the operation table, a custom method): no list to keep by hand. An operation described for
 * two services fails at once; one nobody described fails when sent, naming itself.
 */
export function serviceLookup(described: Described): (operation: string) => GraphqlService {
  const services = new Map<string, GraphqlService>();
  for (const [operation, service] of described) {
    const known = services.get(operation);
    if (known && known !== service) {
      throw new Error(`Operation "${operation}" is described for both ${known} and ${service}`);
    }
    services.set(operation, service);
  }
  return (operation) => {
    const service = services.get(operation);
    if (!service) {
      throw new Error(
        `Unknown GraphQL operation "${operation}": describe it in a resource's operations or a custom method`,
      );
    }
    return service;
  };
}
