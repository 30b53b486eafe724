import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { graphqlPath } from '../contract/services';
import { apiUrl, product } from './api';
import { getFreshAccessToken } from './authApi';
import { send } from './http';
import { monitoringLink } from './monitoringLink';
import { serviceOfOperation } from './operationServices';

/**
 * Sends each operation to its service's endpoint (/{product}-{service}/graphql), looked up by the
 * operation's name where the operation is described (operationServices.ts), on the browser's one
 * network path (http.ts: the spec's headers, timing, failure reports, the end of the session).
 */
const httpLink = new HttpLink({
  uri: (operation) => apiUrl(graphqlPath(product, serviceOfOperation(operation.operationName))),
  fetch: async (uri, init) => {
    const { operationName } = JSON.parse(String(init?.body ?? '{}')) as { operationName?: string };
    return send(String(uri), init, {
      token: await getFreshAccessToken(),
      label: operationName ?? undefined,
    });
  },
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([monitoringLink, httpLink]),
  // Unused: every call is no-cache (see dataProvider.ts).
  cache: new InMemoryCache(),
});
