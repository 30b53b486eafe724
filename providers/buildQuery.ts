import { operationDocument } from './graphqlDocuments';
import type { OperationMapping, ResourceOperations } from './operations/types';

/** The operation table: each resource's row (its service and verbs), by resource name. */
export type OperationTable = Record<string, ResourceOperations>;

const fetchTypeVerbs: Record<string, keyof ResourceOperations> = {
  GET_LIST: 'getList',
  GET_ONE: 'getOne',
  CREATE: 'create',
  UPDATE: 'update',
  DELETE: 'delete',
};

/** Finds the mapping for a verb of a resource in `table`, failing loudly with what is known. */
export const mappingFinder =
  (table: OperationTable) =>
  (resource: string, fetchType: string): OperationMapping<never> => {
    const operations = table[resource];
    if (!operations) {
      throw new Error(
        `Unknown resource "${resource}"; known resources: ${Object.keys(table).join(', ')}`,
      );
    }
    const verb = fetchTypeVerbs[fetchType];
    const mapping = verb ? operations[verb] : undefined;
    if (!mapping) {
      const { service, ...verbs } = operations;
      const supported = Object.keys(verbs).join(', ');
      throw new Error(
        `Resource "${resource}" does not support ${fetchType}; it supports ${supported}`,
      );
    }
    return mapping as OperationMapping<never>;
  };

/** ra-data-graphql's buildQuery over an operation table's mappings; no introspection is needed. */
export const buildQueryOver =
  (findMapping: ReturnType<typeof mappingFinder>) =>
  () =>
  (fetchType: string, resource: string, params: unknown) => {
    const mapping = findMapping(resource, fetchType);
    return {
      query: operationDocument(mapping.document),
      variables: mapping.variables(params as never),
      parseResponse: (response: { data: Record<string, unknown> }) =>
        mapping.parse(response.data[mapping.operation], params as never),
    };
  };
