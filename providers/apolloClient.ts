import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { graphqlPath, type GraphqlService } from '../contract/services';
import { apiUrl, product } from './api';
import { getFreshAccessToken } from './authApi';
import { send } from './http';
import { monitoringLink } from './monitoringLink';

/**
 * A client that sends each operation to its service's endpoint (/{product}-{service}/graphql), looked
 * up by the operation's name where the operation is described (operationServices.ts for every one,
 * customDataProvider.ts for the custom methods alone), on the browser's one network path (http.ts:
 * the spec's headers, timing, failure reports, the end of the session).
 */
export function createApolloClient(serviceOf: (operation: string) => GraphqlService) {
  const httpLink = new HttpLink({
    uri: (operation) => apiUrl(graphqlPath(product, serviceOf(operation.operationName))),
    fetch: async (uri, init) => {
      const { operationName } = JSON.parse(String(init?.body ?? '{}')) as {
        operationName?: string;
      };
      return send(String(uri), init, {
        token: await getFreshAccessToken(),
        label: operationName ?? undefined,
      });
    },
  });

  return new ApolloClient({
    link: ApolloLink.from([monitoringLink, httpLink]),
    // Unused: every call is no-cache (see dataProvider.ts).
    cache: new InMemoryCache(),
  });
}
