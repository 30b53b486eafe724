import { ApolloError, isApolloError } from '@apollo/client/errors';
import { execute, type ApolloLink, type FetchResult } from '@apollo/client/link/core';
import type { DocumentNode } from 'graphql';
import type { GraphqlService } from '../contract/services';
import { createApolloLink } from './apolloLink';

/** What ra-data-graphql asks of its client: one query or mutation, no cache (dataProvider.ts). */
interface ClientCall {
  query?: DocumentNode;
  mutation?: DocumentNode;
  variables?: Record<string, unknown>;
  context?: Record<string, unknown>;
}

/**
 * One operation through the links, answered as Apollo's client answers a no-cache call: its data,
 * or an ApolloError holding the GraphQL errors or the network's (ra-data-graphql reads both).
 */
function send(link: ApolloLink, document: DocumentNode, { variables, context }: ClientCall) {
  return new Promise<{ data: FetchResult['data'] }>((resolve, reject) => {
    execute(link, { query: document, variables, context }).subscribe({
      next: ({ data, errors }) =>
        errors?.length ? reject(new ApolloError({ graphQLErrors: errors })) : resolve({ data }),
      error: (error: Error) =>
        reject(isApolloError(error) ? error : new ApolloError({ networkError: error })),
      complete: () => resolve({ data: undefined }),
    });
  });
}

/**
 * react-admin's client (ra-data-graphql needs one) over those links: its query and mutate only.
 * Apollo's ApolloClient and InMemoryCache (about 25 kB gzipped on every list page, issue 42) held
 * nothing, since every call is no-cache and react-admin's query cache keeps the results; vite.config.ts
 * keeps ra-data-graphql's own default client out of the bundle.
 */
export function createApolloClient(serviceOf: (operation: string) => GraphqlService) {
  const link = createApolloLink(serviceOf);
  return {
    query: (call: ClientCall) => send(link, call.query!, call),
    mutate: (call: ClientCall) => send(link, call.mutation!, call),
  };
}
