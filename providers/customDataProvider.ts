import { createApolloLink } from './apolloLink';
import { customOperations, serviceLookup } from './operationServices';
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

/** Custom methods sent through links of their own, each to its operation's service. */
function sentThroughLinks(customMethods: Record<string, CustomMethod<never, unknown>>) {
  const link = createApolloLink(
    serviceLookup([...customOperations(customMethods), [RECORD_CHANGED, RECORD_CHANGED_SERVICE]]),
  );
  return { link, methods: buildCustomMethods(link, customMethods) };
}

/**
 * Custom methods alone: Apollo's links and the method table, without ra-data-graphql and the
 * resources' operation table, so that a public token-link page calling one (a bid change) loads no
 * resource; dataProvider.ts has react-admin's verbs.
 */
export function createCustomDataProvider(
  customMethods: Record<string, CustomMethod<never, unknown>>,
) {
  return sentThroughLinks(customMethods).methods;
}

/**
 * The machinery's custom methods (live lists, preferences), with the live lists' stream: the one
 * custom chunk every admin page loads as it opens.
 */
export function createLiveDataProvider(
  machineryMethods: Record<string, CustomMethod<never, unknown>> & {
    getWatchableTables: CustomMethod<void, string[]>;
  },
) {
  const { link, methods } = sentThroughLinks(machineryMethods);
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
