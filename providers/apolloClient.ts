import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { graphqlPath } from '../contract/services';
import { apiUrl, product } from './api';
import { getFreshAccessToken } from './authApi';
import { monitoringLink } from './monitoringLink';
import { serviceOfOperation } from './operationServices';
import { getCurrentUser } from './session';

/**
 * Sends each operation to its service's endpoint (/{product}-{service}/graphql), looked up by the
 * operation's name where the operation is described (operationServices.ts), with the headers the spec
 * names.
 */
const httpLink = new HttpLink({
  uri: (operation) => apiUrl(graphqlPath(product, serviceOfOperation(operation.operationName))),
});

const headersLink = setContext(async (_operation, { headers }) => {
  const token = await getFreshAccessToken();
  const user = getCurrentUser();
  return {
    headers: {
      ...headers,
      'Content-Language': localStorage.getItem('RaStore.locale')?.replace(/"/g, '') || 'en',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(user ? { 'user-uuid': user.uuid } : {}),
    },
  };
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([monitoringLink, headersLink, httpLink]),
  // Unused: every call is no-cache (see dataProvider.ts).
  cache: new InMemoryCache(),
});
