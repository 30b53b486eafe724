import { getOperationDefinition } from '@apollo/client/utilities';
import type { GraphqlService } from '../contract/services';
import { createApolloLink } from './apolloLink';
import { buildCustomMethods } from './customMethodProvider';
import { customMethods } from './operations/customMethods';
import type { CustomMethod } from './operations/types';

/** The service of each custom method's operation (operationServices.ts checks them against the verbs'). */
const services = new Map(
  (Object.values(customMethods) as CustomMethod<never, unknown>[]).map((method) => [
    getOperationDefinition(method.document)?.name?.value,
    method.service,
  ]),
);

function serviceOfCustomMethod(operation: string): GraphqlService {
  const service = services.get(operation);
  if (!service) throw new Error(`Unknown GraphQL operation "${operation}": not a custom method`);
  return service;
}

/**
 * The custom methods alone: Apollo's links and the method table, without ra-data-graphql and the resources'
 * operation table (buildQuery.ts), so that a public token-link page calling one (a bid change)
 * loads no resource. dataProvider.ts adds react-admin's verbs.
 */
export const customDataProvider = buildCustomMethods(
  createApolloLink(serviceOfCustomMethod),
  customMethods,
);
