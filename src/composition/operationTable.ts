import { buildQueryOver, mappingFinder, type OperationTable } from '../../providers/buildQuery';
import { resourceDescriptors } from './resourceRegistry';

/** The operation table: every resource's verbs, each row declared by its resource's descriptor. */
export const operationTable: OperationTable = Object.fromEntries(
  resourceDescriptors.flatMap(({ name, operations }) => (operations ? [[name, operations]] : [])),
);

/** The mapping for a verb of a resource, failing loudly with the known resources and verbs. */
export const findMapping = mappingFinder(operationTable);

/** ra-data-graphql's buildQuery over the table. */
export const buildQuery = buildQueryOver(findMapping);
