import buildGraphQLProvider from 'ra-data-graphql';
import type { DataProvider } from 'react-admin';
import { apolloClient } from './apolloClient';
import { buildQuery } from './buildQuery';

/** ra-data-graphql over Apollo, with our own buildQuery; see lazyDataProvider.ts for how it loads. */
export const dataProvider: DataProvider = buildGraphQLProvider({
  client: apolloClient,
  buildQuery,
  introspection: false,
  // react-admin caches results itself (react-query); Apollo's cache would only hold a second copy.
  query: () => ({ fetchPolicy: 'no-cache' }),
  mutation: () => ({ fetchPolicy: 'no-cache' }),
}) as unknown as DataProvider;
