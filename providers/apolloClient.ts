import { ApolloClient, InMemoryCache } from '@apollo/client';
import type { GraphqlService } from '../contract/services';
import { createApolloLink } from './apolloLink';

/** react-admin's client (ra-data-graphql needs one) over those links. */
export function createApolloClient(serviceOf: (operation: string) => GraphqlService) {
  return new ApolloClient({
    link: createApolloLink(serviceOf),
    // Unused: every call is no-cache (see dataProvider.ts).
    cache: new InMemoryCache(),
  });
}
