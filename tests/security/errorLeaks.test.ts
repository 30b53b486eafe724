import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { graphqlPath, restPaths } from '../../contract/services';
import { users } from '../../server/db/schema/identity';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../server/support/testServer';

/**
 * Nothing of the server's insides reaches a caller in production: every failure outside and inside
 * the resolvers is a generic message with a code and a correlation id (X-Correlation-Id), never a
 * stack, SQL or column list, and the schema is not hinted at by "Did you mean" suggestions.
 * Before the fix a token whose subject was not a uuid answered 500 with the SQL of the users query.
 */
const SECRET = 'errors-test-secret-long-enough-for-hs256-0123456789';
const key = new TextEncoder().encode(SECRET);
const paths = restPaths('zabuni');
const uaa = graphqlPath('zabuni', 'uaa');
const LEAKS =
  /password_hash|select |from "|\bat \S+:\d+|node_modules|Error:|stack|Did you mean|\[Suggestion/i;
const CORRELATION = /^[0-9a-f-]{36}$/;

let server: TestServer;
let admin: string;
let adminUuid: string;

beforeAll(async () => {
  server = await startTestServer({ JWT_SECRET: SECRET }, { isProduction: true });
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  [{ uuid: adminUuid }] = await server.db
    .select({ uuid: users.uuid })
    .from(users)
    .where(eq(users.email, ADMIN_EMAIL));
}, 60_000);
afterAll(() => server?.stop());

const call = async (pathname: string, init: RequestInit = {}) => {
  const response = await fetch(`${server.baseUrl}${pathname}`, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
};
const graphql = (body: string, token = admin) =>
  call(uaa, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
const rolesQuery =
  'query ($p: PageableParamInput) { allRolesPageable(pageParam: $p) { code message } }';
const roles = (p: unknown) => graphql(JSON.stringify({ query: rolesQuery, variables: { p } }));

// Signed like the server's own tokens, of the administrator's live sign-in (sid): only exp differs.
const sign = (subject: string, withExpiry = true) => {
  const jwt = new SignJWT({ sid: decodeJwt(admin).sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuedAt();
  return (withExpiry ? jwt.setExpirationTime('5m') : jwt).sign(key);
};

describe('failures outside the resolvers', () => {
  it('a signed token whose subject is no uuid is a plain 401, not a 500 with SQL', async () => {
    const answer = await graphql('{"query":"{ serviceHealth { service } }"}', await sign("x'1"));
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text).code).toBe(ResponseCode.UNAUTHENTICATED);
    expect(answer.text).not.toMatch(LEAKS);
    expect(answer.headers.get('x-correlation-id')).toMatch(CORRELATION);
  });

  it('a signed token without exp is refused, even for a real user', async () => {
    const withExpiry = await graphql(
      '{"query":"{ serviceHealth { service } }"}',
      await sign(adminUuid),
    );
    expect(withExpiry.status).toBe(200);
    const noExpiry = await graphql(
      '{"query":"{ serviceHealth { service } }"}',
      await sign(adminUuid, false),
    );
    expect(noExpiry.status).toBe(401);
  });

  it('malformed JSON, on GraphQL and REST, says so without the parser’s words', async () => {
    const gql = await graphql('{"query":');
    expect(gql.status).toBe(400);
    expect(gql.text).not.toMatch(/SyntaxError|Unexpected end|originalError/);
    expect(JSON.parse(gql.text).errors[0].extensions.correlationId).toMatch(CORRELATION);
    const rest = await call(paths.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(rest.status).toBe(400);
    expect(rest.text).not.toMatch(LEAKS);
    expect(rest.headers.get('x-correlation-id')).toMatch(CORRELATION);
  });

  it('an unknown path and a bad id answer a code, not a crash', async () => {
    const unknown = await call('/zabuni-uaa/no/such/call');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text).code).toBe(ResponseCode.NOT_FOUND);
    const badId = await graphql(
      JSON.stringify({ query: `mutation { deactivateUser(id: "1' or 1=1") { code message } }` }),
    );
    expect(JSON.parse(badId.text).data.deactivateUser.code).toBe(ResponseCode.INVALID_INPUT);
    expect(badId.text).not.toMatch(LEAKS);
  });
});

describe('hostile values inside a request', () => {
  it('a field named "constructor" (or "__proto__") is an unknown field, 9001', async () => {
    for (const name of ['constructor', '__proto__', 'toString']) {
      for (const p of [
        { sortBy: name },
        { filters: [{ fieldName: name, operation: 'LIKE', value1: 'a' }] },
      ]) {
        const answer = await roles(p);
        expect(JSON.parse(answer.text).data.allRolesPageable.code).toBe(ResponseCode.INVALID_INPUT);
      }
    }
  });

  it('a NUL byte in a variable is invalid input (9001), with nothing of the database', async () => {
    const answer = await roles({
      filters: [{ fieldName: 'name', operation: 'LIKE', value1: 'a\u0000b' }],
    });
    const envelope = JSON.parse(answer.text).data.allRolesPageable;
    expect(envelope.code).toBe(ResponseCode.INVALID_INPUT);
    expect(answer.text).not.toMatch(/UTF8|0x00|encoding/);
  });
});

describe('no suggestions in production', () => {
  const cases: [string, string][] = [
    ['field', JSON.stringify({ query: '{ serviceHealt { service } }' })],
    ['argument', JSON.stringify({ query: '{ allRolesPageable(pageParams: {}) { code } }' })],
    [
      'enum',
      JSON.stringify({ query: '{ allRolesPageable(pageParam: { sortDirection: AS }) { code } }' }),
    ],
    [
      'variable enum',
      JSON.stringify({ query: rolesQuery, variables: { p: { sortDirection: 'AS' } } }),
    ],
    ['variable field', JSON.stringify({ query: rolesQuery, variables: { p: { sizes: 3 } } })],
  ];
  it.each(cases)('%s: refused without naming what exists', async (_kind, body) => {
    const answer = await graphql(body);
    const { errors } = JSON.parse(answer.text) as {
      errors: { message: string; extensions: Record<string, unknown> }[];
    };
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error.message).not.toMatch(
        /Did you mean|Suggestion|"size"|"ASC"|"serviceHealth"|"pageParam"/,
      );
      expect(error.extensions.correlationId).toMatch(CORRELATION);
    }
  });
});
