import type { OperationMapping, ResourceOperations } from './operations/types';
import { resourceDescriptors } from './resourceRegistry';

/** The operation table: every resource's verbs, each row declared by its resource's descriptor. */
export const operationTable: Record<string, ResourceOperations> = Object.fromEntries(
  resourceDescriptors.flatMap(({ name, operations }) => (operations ? [[name, operations]] : [])),
);

const fetchTypeVerbs: Record<string, keyof ResourceOperations> = {
  GET_LIST: 'getList',
  GET_ONE: 'getOne',
  CREATE: 'create',
  UPDATE: 'update',
  DELETE: 'delete',
};

/** Finds the mapping for a verb of a resource, failing loudly with what is known. */
export function findMapping(resource: string, fetchType: string): OperationMapping<never> {
  const operations = operationTable[resource];
  if (!operations) {
    throw new Error(
      `Unknown resource "${resource}"; known resources: ${Object.keys(operationTable).join(', ')}`,
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
}

/** ra-data-graphql's buildQuery over the operation table; no introspection is needed. */
export const buildQuery = () => (fetchType: string, resource: string, params: unknown) => {
  const mapping = findMapping(resource, fetchType);
  return {
    query: mapping.document,
    variables: mapping.variables(params as never),
    parseResponse: (response: { data: Record<string, unknown> }) =>
      mapping.parse(response.data[mapping.operation], params as never),
  };
};
