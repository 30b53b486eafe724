import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPath } from '../../contract/services';
import { MAX_QUERY_COST } from '../../server/graphql/queryCost';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

// A plain GraphQL POST is answered by the direct lane (server/graphql/directLane.ts), without
// graphql-yoga's HTTP layer (issue #17). It must answer exactly what Yoga answers. The same request
// sent chunked (no Content-Length, which the lane leaves to Yoga) is Yoga's answer to compare with;
// the log line of each says which path served it.

const lines: string[] = [];
let server: TestServer;
let admin: string;
const path = graphqlPath('zabuni', 'billing');

beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'info' },
    {},
    { logDestination: { write: (line: string) => void lines.push(line) } },
  );
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  // Enough rows for a page above the 1 KB the server compresses from.
  const save = `mutation ($dto: ChargeTypeDtoInput!) { createUpdateChargeType(chargeTypeDto: $dto) { code } }`;
  for (let i = 0; i < 12; i++) {
    const saved = await server.envelope(
      'billing',
      save,
      { dto: { name: `Lane charge ${i}`, unitOfMeasure: 'each' } },
      admin,
    );
    expect(saved.code).toBe(9000);
  }
});
afterAll(() => server?.stop());

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/** POSTs `body` with Content-Length (direct lane) or chunked (Yoga); answers what came back. */
function send(body: string, headers: Record<string, string>, chunked: boolean): Promise<Answer> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...headers,
          ...(chunked ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          if (encoding === 'gzip') raw = zlib.gunzipSync(raw);
          if (encoding === 'br') raw = zlib.brotliDecompressSync(raw);
          const id = response.headers['x-request-id'];
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string | undefined>,
            // Each answer names its own request: the ids differ by design.
            body: raw.toString('utf8').replaceAll(String(id), '<id>'),
          });
        });
      },
    );
    request.on('error', reject);
    if (chunked) request.write(body.slice(0, 3));
    request.end(chunked ? body.slice(3) : body);
  });
}

const COMPARED = [
  'content-type',
  'content-encoding',
  'vary',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'cache-control',
  'retry-after',
];
const picked = (a: Answer) => Object.fromEntries(COMPARED.map((name) => [name, a.headers[name]]));

async function bothWays(body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  const direct = await send(text, headers, false);
  const yoga = await send(text, headers, true);
  return { direct, yoga };
}

/** Which path served an answer, from its log line (written once the answer is sent). */
async function laneOf(answer: Answer): Promise<unknown> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const id = answer.headers['x-request-id'];
  const line = lines
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .find((entry) => entry.reqId === id && entry.msg === 'request');
  expect(line).toBeDefined();
  return line?.lane;
}

const LIST = `query ($pageParam: PageableParamInput) {
  getAllChargeTypes(pageParam: $pageParam) {
    code message
    data { totalElements content { uuid name unitOfMeasure active createdAt } }
  }
}`;
const page = { pageParam: { page: 0, size: 25, sortBy: 'name', sortDirection: 'ASC' } };

describe('the direct GraphQL lane', () => {
  it.each([
    ['a list page', {}],
    ['a list page, gzip accepted', { 'accept-encoding': 'gzip' }],
    ['a list page, brotli accepted', { 'accept-encoding': 'gzip, br' }],
    [
      'a list page asked as graphql-response+json',
      { accept: 'application/graphql-response+json, application/json;q=0.9' },
    ],
    ['a list page from another origin', { origin: 'https://elsewhere.example' }],
  ])('answers %s as Yoga does', async (_label, headers) => {
    const authorized = { authorization: `Bearer ${admin}`, ...headers };
    const { direct, yoga } = await bothWays({ query: LIST, variables: page }, authorized);
    expect(direct.status).toBe(200);
    expect(JSON.parse(direct.body).data.getAllChargeTypes.data.totalElements).toBe(12);
    expect(direct.body).toBe(yoga.body);
    expect(picked(direct)).toEqual(picked(yoga));
  });

  it.each([
    ['no token (the envelope refuses)', {}, { query: LIST, variables: page }],
    [
      'a variable of the wrong type',
      { authorization: 'admin' },
      { query: LIST, variables: { pageParam: { page: 'first' } } },
    ],
    [
      'a document over the cost limit',
      { authorization: 'admin' },
      { query: LIST, variables: { pageParam: { page: 0, size: MAX_QUERY_COST } } },
    ],
    [
      'an operation name the document lacks',
      { authorization: 'admin' },
      { query: LIST, variables: page, operationName: 'Nope' },
    ],
  ])('answers %s as Yoga does', async (_label, headers: Record<string, string>, body) => {
    const authorized =
      headers.authorization === 'admin' ? { authorization: `Bearer ${admin}` } : headers;
    const { direct, yoga } = await bothWays(body, authorized);
    expect(direct.body).toBe(yoga.body);
    expect(direct.status).toBe(yoga.status);
    expect(picked(direct)).toEqual(picked(yoga));
  });

  it('serves plain requests itself and leaves the rest to Yoga', async () => {
    const authorized = { authorization: `Bearer ${admin}` };
    const { direct, yoga } = await bothWays({ query: LIST, variables: page }, authorized);
    expect(await laneOf(direct)).toBe('direct');
    expect(await laneOf(yoga)).toBeUndefined();
    // An unknown field, a batch, a bad token, a stream asked for: Yoga's answers, not the lane's.
    for (const [body, headers, status] of [
      [{ query: '{ nope }' }, authorized, 200],
      [
        {
          query: `{ ${Array.from({ length: 11 }, (_, i) => `h${i}: serviceHealth { status }`).join(' ')} }`,
        },
        authorized,
        200,
      ],
      [[{ query: LIST, variables: page }], authorized, 400],
      [{ query: LIST, variables: page }, { authorization: 'Bearer not-a-token' }, 401],
      [{ query: LIST, variables: page }, { ...authorized, accept: 'text/event-stream' }, 200],
    ] as const) {
      const answer = await send(JSON.stringify(body), headers, false);
      expect(answer.status).toBe(status);
      if (status === 200) expect(answer.body).toMatch(/event:|"errors"|"data"/);
      expect(await laneOf(answer)).toBeUndefined();
    }
  });
});
