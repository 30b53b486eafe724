import { ApolloLink } from '@apollo/client/link/core';
import { HttpLink } from '@apollo/client/link/http';
import { graphqlPath, type GraphqlService } from '../contract/services';
import { apiUrl, product } from './api';
import { getFreshAccessToken } from './authApi';
import { send } from './http';
import { monitoringLink } from './monitoringLink';

/**
 * The links every operation goes through: the monitor's watch of results, then the request to the
 * service's endpoint (/{product}-{service}/graphql), looked
 * up by the operation's name where the operation is described (operationServices.ts for every one,
 * customDataProvider.ts for the custom methods alone), on the browser's one network path (http.ts:
 * the spec's headers, timing, failure reports, the end of the session).
 */
export function createApolloLink(serviceOf: (operation: string) => GraphqlService): ApolloLink {
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
  return ApolloLink.from([monitoringLink, httpLink]);
}
