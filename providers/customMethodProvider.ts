import type { ApolloClient } from '@apollo/client';
import { getOperationDefinition } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import type { CustomMethod } from './operations/types';
import { unwrap, type Envelope } from './responses';

function operationOf(document: DocumentNode) {
  const definition = getOperationDefinition(document);
  const name = definition?.name?.value;
  // Unnamed, it could not be routed to its service nor its envelope found.
  if (!definition || !name) throw new Error('A custom method needs a named GraphQL operation');
  return { name, isMutation: definition.operation === 'mutation' };
}

/** Sends one custom method's operation through Apollo's links and answers its envelope's data. */
async function callCustomMethod<Params, Result>(
  client: ApolloClient<unknown>,
  method: CustomMethod<Params, Result>,
  params: Params,
): Promise<Result> {
  const { name, isMutation } = operationOf(method.document);
  const variables = method.variables ? method.variables(params) : (params ?? {});
  // react-admin's query cache holds the results; Apollo's would be a second copy (see dataProvider.ts).
  const { data } = isMutation
    ? await client.mutate({ mutation: method.document, variables, fetchPolicy: 'no-cache' })
    : await client.query({ query: method.document, variables, fetchPolicy: 'no-cache' });
  const result = unwrap((data as Record<string, Envelope<unknown>> | null)?.[name], name);
  return method.parse ? method.parse(result, params) : (result as Result);
}

/** The data provider's custom methods, one per entry of the table, all sent the same way. */
export function buildCustomMethods(
  client: ApolloClient<unknown>,
  methods: Record<string, CustomMethod<never, unknown>>,
): Record<string, (params: unknown) => Promise<unknown>> {
  return Object.fromEntries(
    Object.entries(methods).map(([name, method]) => [
      name,
      (params: unknown) => callCustomMethod(client, method, params as never),
    ]),
  );
}
