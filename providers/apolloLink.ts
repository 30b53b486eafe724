import { ApolloLink } from '@apollo/client/link/core';
import { HttpLink } from '@apollo/client/link/http';
import { graphqlPath, type GraphqlService } from '../contract/services';
import { apiUrl, product } from './api';
import { getFreshAccessToken } from './authApi';
import { send } from './http';
import { sendWithStepUp } from './stepUp';
import { monitoringLink } from './monitoringLink';
import { createSseLink, isSubscription } from './sseLink';

/**
 * The links every operation goes through: the monitor's watch of results, then the request to the
 * service's endpoint (/{product}-{service}/graphql), looked up by the operation's name where the
 * operation is described (src/composition/operationServices.ts for every one, customDataProvider.ts
 * for the custom methods alone), on the browser's one network path (http.ts: the spec's headers,
 * timing, failure reports, the end of the session).
 */
export function createApolloLink(serviceOf: (operation: string) => GraphqlService): ApolloLink {
  const uriOf = (operationName: string) => apiUrl(graphqlPath(product, serviceOf(operationName)));
  const httpLink = new HttpLink({
    uri: (operation) => uriOf(operation.operationName),
    fetch: async (uri, init) => {
      const { operationName } = JSON.parse(String(init?.body ?? '{}')) as {
        operationName?: string;
      };
      // A sensitive operation refused for want of a recent second factor is sent again once the
      // user has stepped up (providers/stepUp.ts).
      return sendWithStepUp(async () =>
        send(String(uri), init, {
          token: await getFreshAccessToken(),
          label: operationName ?? undefined,
        }),
      );
    },
  });
  // Subscriptions (live lists) as server-sent events on the same network path.
  const sseLink = createSseLink(uriOf, async (uri, init, operationName) =>
    send(uri, init, { token: await getFreshAccessToken(), label: operationName }),
  );
  return ApolloLink.from([monitoringLink, ApolloLink.split(isSubscription, sseLink, httpLink)]);
}
