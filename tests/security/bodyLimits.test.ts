import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { graphqlPath, restPaths } from '../../contract/services';
import { MAX_BODY_BYTES } from '../../server/http/bodyLimit';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../server/support/testServer';

/**
 * Request bodies are counted while they stream in, on every route: a chunked body (no
 * Content-Length) stops at the server's 1 MB with 413, GraphQL included (graphql-yoga alone would
 * take 25 MB). Before the fix a chunked body was read whole, whatever its size.
 */
let server: TestServer;
const paths = restPaths('zabuni');

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

interface Streamed {
  status: number | undefined;
  body: string;
  /** Bytes the client had handed to the socket when the answer came (or the connection ended). */
  sentBytes: number;
}

/**
 * POSTs a chunked body of up to `totalBytes` (64 KB chunks of `fill`, after `prefix`), stopping as soon
 * as the server answers or closes the connection.
 */
function postChunked(
  pathname: string,
  totalBytes: number,
  prefix = '',
  fill = ' ',
): Promise<Streamed> {
  return new Promise((resolve) => {
    const url = new URL(pathname, server.baseUrl);
    let sentBytes = 0;
    let answered = false;
    let status: number | undefined;
    let body = '';
    const finish = () => {
      if (answered) return;
      answered = true;
      resolve({ status, body, sentBytes });
    };
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    request.on('response', (response) => {
      status = response.statusCode;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', finish);
      response.on('error', finish);
    });
    request.on('error', finish);
    request.on('close', () => setTimeout(finish, 50));
    const chunk = Buffer.alloc(64 * 1024, fill);
    const pump = () => {
      while (!answered && status === undefined && sentBytes < totalBytes && !request.destroyed) {
        const piece = sentBytes === 0 && prefix ? Buffer.from(prefix) : chunk;
        sentBytes += piece.length;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
      if (sentBytes >= totalBytes && !request.destroyed) request.end();
    };
    pump();
  });
}

describe('chunked request bodies', () => {
  it('a REST call stops reading at 1 MB with 413, without taking in the rest', async () => {
    const answer = await postChunked(paths.login, 200_000_000, '{"username":"');
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: ResponseCode.INVALID_INPUT });
    // The server stopped reading: the client could not push anywhere near the 200 MB it offered.
    expect(answer.sentBytes).toBeLessThan(20_000_000);
  });

  it('GraphQL obeys the server limit (1 MB), not graphql-yoga 25 MB', async () => {
    const answer = await postChunked(
      graphqlPath('zabuni', 'uaa'),
      3_000_000,
      '{"query":"{ serviceHealth { status } }","variables":{"pad":"',
      'a',
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: ResponseCode.INVALID_INPUT });
  });

  it('a declared Content-Length over the limit is refused before any of it is read', async () => {
    const response = await fetch(`${server.baseUrl}${graphqlPath('zabuni', 'uaa')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ serviceHealth { status } }',
        pad: 'a'.repeat(MAX_BODY_BYTES),
      }),
    });
    expect(response.status).toBe(413);
  });

  it('a chunked body within the limit is read as usual (REST and GraphQL)', async () => {
    const login = JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const signIn = await postChunked(paths.login, login.length, login, '');
    expect(signIn.status).toBe(200);
    expect(JSON.parse(signIn.body)).toHaveProperty('access_token');

    const query = JSON.stringify({
      query: '{ serviceHealth { status } }',
      variables: { pad: 'a'.repeat(MAX_BODY_BYTES - 200) },
    });
    const health = await postChunked(graphqlPath('zabuni', 'uaa'), query.length, query, '');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ data: { serviceHealth: { status: 'UP' } } });
  });
});
