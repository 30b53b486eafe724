import type { GraphqlService } from '../contract/services';
import { createApolloLink } from './apolloLink';
import { operationNameOf } from './graphqlDocuments';
import { buildCustomMethods } from './customMethodProvider';
import {
  RECORD_CHANGED,
  RECORD_CHANGED_SERVICE,
  createRecordWatcher,
  watchableTablesOnce,
} from './liveChanges';
import type { CustomMethod } from './operations/types';
import { getCurrentUser } from './session';

/** Whose question the watchable tables answer: the user with their permissions as they are now. */
const whoAsks = () => {
  const user = getCurrentUser();
  return user ? `${user.uuid} ${user.permissions.join(',')}` : '';
};

/** The service of each custom method's operation, and the live stream's. */
function serviceOfCustomMethods(customMethods: Record<string, CustomMethod<never, unknown>>) {
  const services = new Map<string | undefined, GraphqlService>([
    ...Object.values(customMethods).map(
      (method) => [operationNameOf(method.document), method.service] as const,
    ),
    [RECORD_CHANGED, RECORD_CHANGED_SERVICE],
  ]);
  return (operation: string): GraphqlService => {
    const service = services.get(operation);
    if (!service) throw new Error(`Unknown GraphQL operation "${operation}": not a custom method`);
    return service;
  };
}

/**
 * The custom methods alone: Apollo's links and the method table, without ra-data-graphql and the
 * resources' operation table, so that a public token-link page calling one (a bid change) loads no
 * resource. dataProvider.ts adds react-admin's verbs. The operations the services check against the
 * verbs' are src/composition/operationServices.ts's.
 */
export function createCustomDataProvider(
  customMethods: Record<string, CustomMethod<never, unknown>>,
) {
  const link = createApolloLink(serviceOfCustomMethods(customMethods));
  const methods = buildCustomMethods(link, customMethods);
  const watchRecordChanges = createRecordWatcher(
    link,
    watchableTablesOnce(() => methods.getWatchableTables(undefined) as Promise<string[]>, whoAsks),
    () => getCurrentUser()?.uuid ?? '',
  );
  return {
    ...methods,
    // Live lists: a stream through the same links (headers, fresh token), not a query.
    watchRecordChanges,
  };
}
