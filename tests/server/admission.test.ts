import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPath } from '../../contract/services';
import { startTestServer, type TestServer } from './support/testServer';

// On the embedded database a bounded queue answers 503 with Retry-After at once past PGLITE_MAX_QUEUE
// requests in progress, instead of letting clients wait into timeouts (issue #17).
let server: TestServer;
const path = graphqlPath('zabuni', 'uaa');
const body = JSON.stringify({ query: '{ serviceHealth { status } }' });

beforeAll(async () => {
  server = await startTestServer({ PGLITE_MAX_QUEUE: '1' });
});
afterAll(() => server?.stop());

/** A request whose body arrives only when `finish` is called: it stays in progress until then. */
function slowRequest() {
  const { port } = new URL(server.baseUrl);
  let answered!: (status: number) => void;
  const status = new Promise<number>((resolve) => (answered = resolve));
  const request = http.request(
    {
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (response) => {
      response.resume();
      response.on('end', () => answered(response.statusCode ?? 0));
    },
  );
  request.write(body.slice(0, 5));
  return { status, finish: () => request.end(body.slice(5)) };
}

const ask = () =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('the embedded database queue', () => {
  it('answers 503 with Retry-After past its bound at once, and serves again once there is room', async () => {
    const slow = slowRequest();
    // Let the first request reach the server and start waiting for its body.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await ask();
    if (server.databaseKind === 'postgres') {
      // PostgreSQL's pool queues: no request is refused.
      expect(second.status).toBe(200);
    } else {
      expect(second.status).toBe(503);
      expect(second.headers.get('retry-after')).toBe('1');
      expect(await second.json()).toMatchObject({ status: false });
    }
    slow.finish();
    expect(await slow.status).toBe(200);
    expect((await ask()).status).toBe(200);
  });
});
