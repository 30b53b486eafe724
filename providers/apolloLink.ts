import { ApolloLink } from '@apollo/client/link/core';
import { graphqlPath, type GraphqlService } from '../contract/services';
import { apiUrl, product } from './api';
import { getFreshAccessToken } from './authApi';
import { createGraphqlHttpLink } from './graphqlHttpLink';
import { send } from './http';
import { sendWithStepUp } from './stepUp';
import { monitoringLink } from './monitoringLink';

/**
 * The links every operation goes through: the monitor's watch of results, then the request to the
 * service's endpoint (/{product}-{service}/graphql), looked up by the operation's name where the
 * operation is described (providers/operationServices.ts: the verbs' table, or a custom-method
 * table), on the browser's one network path (http.ts: the spec's headers,
 * timing, failure reports, the end of the session).
 */
export function createApolloLink(serviceOf: (operation: string) => GraphqlService): ApolloLink {
  const uriOf = (operationName: string) => apiUrl(graphqlPath(product, serviceOf(operationName)));
  const httpLink = createGraphqlHttpLink(uriOf, (uri, init, { operationName, stream }) => {
    const sendOnce = async () =>
      send(uri, init, { token: await getFreshAccessToken(), label: operationName });
    // A sensitive operation refused for want of a recent second factor is sent again once the user
    // has stepped up (providers/stepUp.ts); a stream is not a sensitive operation, and its answer is
    // not read whole.
    return stream ? sendOnce() : sendWithStepUp(sendOnce);
  });
  return ApolloLink.from([monitoringLink, httpLink]);
}
