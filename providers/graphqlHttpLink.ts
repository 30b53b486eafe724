import { ApolloLink, type FetchResult, type Operation } from '@apollo/client/link/core';
import { Observable } from '@apollo/client/utilities';
import { textOf } from './graphqlDocuments';

/**
 * A failed answer, named and shaped as Apollo's HttpLink named it: a status of 300 or more is a
 * 'ServerError' (its parsed body in `result`), a body that is not JSON a 'ServerParseError'. The
 * monitoring link and ra-data-graphql read `name` and `statusCode`.
 */
export class GraphqlAnswerError extends Error {
  constructor(
    name: 'ServerError' | 'ServerParseError',
    message: string,
    readonly statusCode: number,
    readonly result?: unknown,
  ) {
    super(message);
    this.name = name;
  }
}

/** Each complete `data:` event of an SSE text: GraphQL over SSE's "next" results (Yoga's events). */
function takeEvents(buffer: string): { events: string[]; rest: string } {
  const events: string[] = [];
  let rest = buffer.replace(/\r\n/g, '\n');
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const lines = rest.slice(0, end).split('\n');
    rest = rest.slice(end + 2);
    if (lines.some((line) => line === 'event: complete')) continue;
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (data) events.push(data);
  }
  return { events, rest };
}

/** A JSON answer as one result; a refusal (300 or more) or a body that is not a result fails. */
async function readJson(response: Response, operationName: string): Promise<FetchResult> {
  const body = await response.text();
  let result: unknown;
  try {
    result = JSON.parse(body);
  } catch {
    if (response.status < 300) {
      throw new GraphqlAnswerError(
        'ServerParseError',
        `The answer to ${operationName} is not JSON`,
        response.status,
      );
    }
    result = body;
  }
  if (response.status >= 300) {
    throw new GraphqlAnswerError(
      'ServerError',
      `Response not successful: Received status code ${response.status}`,
      response.status,
      result,
    );
  }
  const isResult = typeof result === 'object' && result && ('data' in result || 'errors' in result);
  if (!isResult) {
    throw new GraphqlAnswerError(
      'ServerError',
      `Server response was missing for query '${operationName}'.`,
      response.status,
      result,
    );
  }
  return result as FetchResult;
}

/** A stream of server-sent events, one result per event, until the server ends it. */
async function readEvents(response: Response, next: (result: FetchResult) => void) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    const { events, rest } = takeEvents(buffer + value);
    buffer = rest;
    for (const event of events) next(JSON.parse(event) as FetchResult);
  }
}

const isSubscription = (operation: Operation) =>
  operation.query.definitions.some(
    (definition) =>
      definition.kind === 'OperationDefinition' && definition.operation === 'subscription',
  );

/**
 * The links' last step: POSTs the operation's text (graphqlDocuments.ts) with its variables to the
 * service's endpoint on the app's one network path (`post`: headers, fresh token, step-up). Queries
 * and mutations answer one JSON result; a subscription (a live list) asks for server-sent events
 * ("distinct connections" mode, which graphql-yoga serves) and gives one result per event until the
 * stream ends. A refusal before a stream began answers plain JSON. Unsubscribing aborts the request
 * (unless the caller gave its own signal, react-query's, in the context's fetchOptions).
 */
export function createGraphqlHttpLink(
  uriOf: (operationName: string) => string,
  post: (
    uri: string,
    init: RequestInit,
    call: { operationName: string; stream: boolean },
  ) => Promise<Response>,
): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const abort = new AbortController();
        const given = (operation.getContext().fetchOptions as { signal?: AbortSignal } | undefined)
          ?.signal;
        const name = operation.operationName;
        const stream = isSubscription(operation);
        const run = async () => {
          const response = await post(
            uriOf(name),
            {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                accept: stream ? 'text/event-stream' : '*/*',
              },
              body: JSON.stringify({
                query: textOf(operation.query),
                variables: operation.variables,
                operationName: name,
              }),
              signal: given ?? abort.signal,
            },
            { operationName: name, stream },
          );
          const type = response.headers.get('content-type') ?? '';
          if (stream && type.includes('text/event-stream') && response.body) {
            await readEvents(response, (result) => observer.next(result));
          } else {
            observer.next(await readJson(response, name));
          }
          observer.complete();
        };
        run().catch((error: unknown) => {
          if (abort.signal.aborted) return;
          // As Apollo's HttpLink: a refusal that still carries data and errors gives them first.
          const result = (error as { result?: { data?: unknown; errors?: unknown } }).result;
          if (result?.data && result.errors) observer.next(result as FetchResult);
          observer.error(error);
        });
        return () => abort.abort();
      }),
  );
}
