import buildGraphQLProvider from 'ra-data-graphql';
import type { DataProvider } from 'react-admin';
import { apolloClient } from './apolloClient';
import { buildQuery } from './buildQuery';
import { buildCustomMethods } from './customMethodProvider';
import { customMethods, type ZabuniDataProvider } from './operations/customMethods';

/** ra-data-graphql over Apollo, with our own buildQuery; see lazyDataProvider.ts for how it loads. */
const verbs = buildGraphQLProvider({
  client: apolloClient,
  buildQuery,
  introspection: false,
  // react-admin caches results itself (react-query); Apollo's cache would only hold a second copy.
  query: () => ({ fetchPolicy: 'no-cache' }),
  mutation: () => ({ fetchPolicy: 'no-cache' }),
}) as unknown as DataProvider;

/** The verbs and the custom methods: every GraphQL call of the browser goes through Apollo's links. */
export const dataProvider = {
  ...verbs,
  ...buildCustomMethods(apolloClient, customMethods),
} as ZabuniDataProvider;
