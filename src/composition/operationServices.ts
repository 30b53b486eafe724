import { operationNameOf } from '../../providers/graphqlDocuments';
import type { GraphqlService } from '../../contract/services';
import { customMethods } from './customMethods';
import { operationTable } from './operationTable';

/**
 * Which service answers each operation the browser sends, derived from where the operation is
 * described (a resource's row of the operation table, or a custom method): no list to keep by hand.
 */
function collectServices(): Map<string, GraphqlService> {
  const services = new Map<string, GraphqlService>();
  const add = (operation: string, service: GraphqlService) => {
    const known = services.get(operation);
    if (known && known !== service) {
      throw new Error(`Operation "${operation}" is described for both ${known} and ${service}`);
    }
    services.set(operation, service);
  };
  for (const row of Object.values(operationTable)) {
    const { service, ...verbs } = row;
    for (const mapping of Object.values(verbs)) add(mapping.operation, service);
  }
  for (const method of Object.values(customMethods)) {
    add(operationNameOf(method.document), method.service);
  }
  return services;
}

const operationServices = collectServices();

/** The service of an operation; an operation nobody described fails loudly, naming itself. */
export function serviceOfOperation(operation: string): GraphqlService {
  const service = operationServices.get(operation);
  if (!service) {
    throw new Error(
      `Unknown GraphQL operation "${operation}": describe it in a resource's operations or a custom method`,
    );
  }
  return service;
}
