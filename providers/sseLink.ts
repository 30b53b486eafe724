import { ApolloLink, type FetchResult } from '@apollo/client/link/core';
import { Observable } from '@apollo/client/utilities';
import { getMainDefinition } from '@apollo/client/utilities';
import { print } from 'graphql';

/** Whether an operation is a subscription (sent as a stream of server-sent events). */
export const isSubscription = ({ query }: { query: Parameters<typeof getMainDefinition>[0] }) => {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
};

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

/**
 * Subscriptions over server-sent events ("distinct connections" mode: one POST per subscription,
 * Accept text/event-stream), which graphql-yoga serves; Yoga does not stream subscriptions as
 * multipart HTTP, Apollo's own HttpLink transport. `post` is the app's one network path (headers,
 * fresh token). Each event is one result; the stream's end completes, a failure errors.
 */
export function createSseLink(
  uriOf: (operationName: string) => string,
  post: (uri: string, init: RequestInit, operationName: string) => Promise<Response>,
): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const abort = new AbortController();
        const name = operation.operationName;
        const body = JSON.stringify({
          query: print(operation.query),
          variables: operation.variables,
          operationName: name,
        });
        const run = async () => {
          const response = await post(
            uriOf(name),
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
              body,
              signal: abort.signal,
            },
            name,
          );
          const type = response.headers.get('content-type') ?? '';
          if (!type.includes('text/event-stream') || !response.body) {
            // A refusal before the stream began (401, a validation error) answers plain JSON.
            const result = (await response.json().catch(() => null)) as FetchResult | null;
            if (result && response.ok) observer.next(result);
            else
              throw Object.assign(new Error(`HTTP ${response.status}`), {
                statusCode: response.status,
              });
            return observer.complete();
          }
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            const { events, rest } = takeEvents(buffer + value);
            buffer = rest;
            for (const event of events) observer.next(JSON.parse(event) as FetchResult);
          }
          observer.complete();
        };
        run().catch((error: unknown) => {
          if (!abort.signal.aborted) observer.error(error);
        });
        return () => abort.abort();
      }),
  );
}
