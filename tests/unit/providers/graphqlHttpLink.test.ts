import { execute, type FetchResult } from '@apollo/client/link/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operationDocument, operationNameOf, textOf } from '../../../providers/graphqlDocuments';
import { createApolloLink } from '../../../providers/apolloLink';
import { createGraphqlHttpLink, GraphqlAnswerError } from '../../../providers/graphqlHttpLink';
import { saveSession } from '../../../providers/session';
import { answerStepUps } from '../../../providers/stepUp';
import { buildTokens } from '../support/builders';

/**
 * The links' last step (issue 42): the operation's text is sent as written, no GraphQL parser in
 * the browser, and answers are read as Apollo's HttpLink read them.
 */
const URL = 'http://localhost:3000/zabuni-uaa/graphql';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const posted: { accept: string | null; stream: boolean }[] = [];
const link = createGraphqlHttpLink(
  () => URL,
  (uri, init, { stream }) => {
    posted.push({ accept: new Headers(init.headers).get('accept'), stream });
    return fetch(uri, init);
  },
);

const findRole = `query findRoleByUuid($uuid: String!) {
  findRoleByUuid(uuid: $uuid) { code message status data { uuid name } }
}`;
const watch = `subscription recordChanged($resource: String!) {
  recordChanged(resource: $resource) { resource uuid action }
}`;

/** Every result and the end (complete, or the error) of one operation. */
function run(text: string, variables: Record<string, unknown> = {}) {
  const results: FetchResult[] = [];
  return new Promise<{ results: FetchResult[]; error?: unknown }>((resolve) => {
    execute(link, { query: operationDocument(text), variables }).subscribe({
      next: (result) => results.push(result),
      error: (error: unknown) => resolve({ results, error }),
      complete: () => resolve({ results }),
    });
  });
}

describe('operation documents', () => {
  it('are their text with the kind and name Apollo and ra-data-graphql read', () => {
    const document = operationDocument(findRole);
    expect(document.definitions[0]).toMatchObject({
      kind: 'OperationDefinition',
      operation: 'query',
      name: { value: 'findRoleByUuid' },
    });
    expect(textOf(document)).toBe(findRole);
    expect(operationDocument(findRole)).toBe(document);
    expect(operationNameOf(watch)).toBe('recordChanged');
  });

  it('refuse a nameless operation, which no service could answer', () => {
    expect(() => operationDocument('{ findRoleByUuid(uuid: "x") { code } }')).toThrow(
      /needs a kind and a name/,
    );
    expect(() => textOf({ kind: 'Document', definitions: [] } as never)).toThrow(
      /operationDocument/,
    );
  });
});

describe('the GraphQL HTTP link', () => {
  it('posts the text as written with its variables and name, and answers the JSON result', async () => {
    let body: unknown;
    server.use(
      http.post(URL, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { findRoleByUuid: { code: 9000 } } });
      }),
    );
    const { results, error } = await run(findRole, { uuid: 'r-1' });
    expect(error).toBeUndefined();
    expect(body).toEqual({
      query: findRole,
      variables: { uuid: 'r-1' },
      operationName: 'findRoleByUuid',
    });
    expect(results).toEqual([{ data: { findRoleByUuid: { code: 9000 } } }]);
    expect(posted.at(-1)).toEqual({ accept: '*/*', stream: false });
  });

  it('fails a refusal with its status and parsed body, as Apollo named it', async () => {
    const refusal = { errors: [{ message: 'Variable "$uuid" got invalid value' }] };
    server.use(http.post(URL, () => HttpResponse.json(refusal, { status: 400 })));
    const { results, error } = await run(findRole, { uuid: 5 });
    expect(results).toEqual([]);
    expect(error).toBeInstanceOf(GraphqlAnswerError);
    expect(error).toMatchObject({
      name: 'ServerError',
      statusCode: 400,
      message: 'Response not successful: Received status code 400',
      result: refusal,
    });
  });

  it('fails an answer that is not JSON as a parse error (an HTML page from a proxy)', async () => {
    server.use(http.post(URL, () => new HttpResponse('<html>Login</html>', { status: 200 })));
    const { error } = await run(findRole);
    expect(error).toMatchObject({ name: 'ServerParseError', statusCode: 200 });
  });

  it('fails a JSON answer that is not a GraphQL result', async () => {
    server.use(http.post(URL, () => HttpResponse.json({ hello: 'world' })));
    const { error } = await run(findRole);
    expect(error).toMatchObject({ name: 'ServerError', message: /missing for query/ });
  });

  it('reads a subscription as server-sent events, one result per event, until the stream ends', async () => {
    const events = [
      'data: {"data":{"recordChanged":null}}\n\n',
      'data: {"data":{"recordChanged":{"resource":"roles","uuid":"r-1",',
      '"action":"update"}}}\r\n\r\nevent: complete\ndata:\n\n',
    ];
    server.use(
      http.post(URL, () => {
        const stream = new ReadableStream({
          start(controller) {
            for (const event of events) controller.enqueue(new TextEncoder().encode(event));
            controller.close();
          },
        });
        return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const { results, error } = await run(watch, { resource: 'roles' });
    expect(error).toBeUndefined();
    expect(results).toEqual([
      { data: { recordChanged: null } },
      { data: { recordChanged: { resource: 'roles', uuid: 'r-1', action: 'update' } } },
    ]);
    expect(posted.at(-1)).toEqual({ accept: 'text/event-stream', stream: true });
  });

  it('answers a subscription refused before its stream began as one JSON result', async () => {
    const refused = { errors: [{ message: 'You may not watch this list' }] };
    server.use(http.post(URL, () => HttpResponse.json(refused)));
    const { results, error } = await run(watch, { resource: 'error_logs' });
    expect(error).toBeUndefined();
    expect(results).toEqual([refused]);
  });

  it('aborts the request when the caller unsubscribes, and reports nothing after', async () => {
    let aborted = false;
    server.use(
      http.post(URL, async ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ data: { findRoleByUuid: null } });
      }),
    );
    const seen: string[] = [];
    const subscription = execute(link, { query: operationDocument(findRole) }).subscribe({
      next: () => seen.push('next'),
      error: () => seen.push('error'),
      complete: () => seen.push('complete'),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    subscription.unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(aborted).toBe(true);
    expect(seen).toEqual([]);
  });

  it("gives a live stream's events while it stays open, through the app's links", async () => {
    // The app's links re-send a refusal after a step-up, which reads the whole answer first: a
    // stream, which has no end, must not be read so (a live list would never hear a change).
    saveSession(buildTokens());
    const stopAnswering = answerStepUps(async () => true);
    let aborted = false;
    server.use(
      http.post(URL, ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        const stream = new ReadableStream({
          start(controller) {
            const event = 'data: {"data":{"recordChanged":{"resource":"roles"}}}\n\n';
            controller.enqueue(new TextEncoder().encode(event));
          },
        });
        return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const first = await new Promise<FetchResult>((resolve, reject) => {
      const subscription = execute(
        createApolloLink(() => 'uaa'),
        {
          query: operationDocument(watch),
          variables: { resource: 'roles' },
        },
      ).subscribe({
        next: (result) => {
          subscription.unsubscribe();
          resolve(result);
        },
        error: reject,
      });
    });
    stopAnswering();
    expect(first).toEqual({ data: { recordChanged: { resource: 'roles' } } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(aborted).toBe(true);
  });
});
