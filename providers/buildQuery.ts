import { appOperations } from './operations/app';
import { billingOperations } from './operations/billing';
import { monitorOperations } from './operations/monitor';
import { uaaOperations } from './operations/uaa';
// Reference lists and tenderers (reference data domain)
import { referenceDataOperations } from './operations/referenceData';
import { appReferenceOperations } from './operations/appReference';
// Departments, their users and designations (departments domain)
import { departmentOperations } from './operations/departments';
// Administrative areas, branches, service clients (organisation domain)
import { organisationOperations } from './operations/organisation';
// Institutions and institution categories (institutions domain)
import { institutionOperations } from './operations/institutions';
// Roles and users (identity administration)
import { identityOperations } from './operations/identity';
import type { OperationMapping, ResourceOperations } from './operations/types';

/** The operation table: every resource's verbs, one file per service under operations/. */
export const operationTable: Record<string, ResourceOperations> = {
  ...appOperations,
  ...billingOperations,
  ...monitorOperations,
  ...uaaOperations,
  ...referenceDataOperations, // reference data domain
  ...appReferenceOperations, // app reference domain
  ...identityOperations,
  ...institutionOperations,
  ...departmentOperations,
  ...organisationOperations,
};

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
    const supported = Object.keys(operations).join(', ');
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
