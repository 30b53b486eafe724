import { execute, type ApolloLink, type FetchResult } from '@apollo/client/link/core';
import type { DocumentNode } from 'graphql';
import { operationDocument, operationNameOf } from './graphqlDocuments';
import type { CustomMethod } from './operations/types';
import { unwrap, type Envelope } from './responses';

/** The one result of an operation sent through the links; GraphQL errors are thrown. */
function resultOf(link: ApolloLink, query: DocumentNode, variables: Record<string, unknown>) {
  return new Promise<FetchResult['data']>((resolve, reject) => {
    execute(link, { query, variables }).subscribe({
      next: ({ data, errors }) =>
        errors?.length ? reject(new Error(errors.map((e) => e.message).join('; '))) : resolve(data),
      error: reject,
      complete: () => resolve(undefined),
    });
  });
}

/**
 * Sends one custom method's operation through the app's links (apolloClient.ts) and answers its
 * envelope's data. No Apollo client or cache: react-admin's query cache holds the results, and a
 * public page's one call (a bid change) loads the links alone, a fifth of the client.
 */
async function callCustomMethod<Params, Result>(
  link: ApolloLink,
  method: CustomMethod<Params, Result>,
  params: Params,
): Promise<Result> {
  const name = operationNameOf(method.document);
  const variables = (method.variables ? method.variables(params) : (params ?? {})) as Record<
    string,
    unknown
  >;
  const data = await resultOf(link, operationDocument(method.document), variables);
  const result = unwrap((data as Record<string, Envelope<unknown>> | null)?.[name], name);
  return method.parse ? method.parse(result, params) : (result as Result);
}

/** The data provider's custom methods, one per entry of the table, all sent the same way. */
export function buildCustomMethods(
  link: ApolloLink,
  methods: Record<string, CustomMethod<never, unknown>>,
): Record<string, (params: unknown) => Promise<unknown>> {
  return Object.fromEntries(
    Object.entries(methods).map(([name, method]) => [
      name,
      (params: unknown) => callCustomMethod(link, method, params as never),
    ]),
  );
}
