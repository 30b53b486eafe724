import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { decodeJwt } from 'jose';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { dsmsPaths } from '../../contract/signing';
import {
  graphqlPath,
  graphqlServices,
  restPaths,
  type GraphqlService,
} from '../../contract/services';
import { commonTypeDefs } from '../../server/graphql/envelope';
import { holdsForbiddenCharacter } from '../../server/http/textInput';
import { readTypeDefs } from '../../server/serviceModules';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../server/support/testServer';

/**
 * Issue #37, odd input: whatever bytes or numbers a caller sends, the answer is a clear refusal
 * (9001) or an answer, never a 500 or 9006, and a refusal changes nothing. Before the fix a NUL in
 * the login username answered 500, `/zabuni-app/ocds/records/%00` 500, a users filter institutionId
 * of 99999999999999999999 9006 (bigint out of range) and a preference nested 5,000 levels 9006
 * (the call stack).
 *
 * The property tests (fast-check, a fixed seed, printed with any counterexample) feed arbitrary
 * strings (NUL, lone surrogates, long, numeric, dates) and numbers (huge, fractional, negative) to
 * every REST body and path parameter and to the variables of every GraphQL query and mutation of
 * every service, signed in as a platform administrator and signed out.
 */
const SEED = Number(process.env.ODD_INPUT_SEED ?? 3737);
/** Samples per GraphQL operation for each caller; REST calls, cheaper, take eight times as many. */
const RUNS = Number(process.env.ODD_INPUT_RUNS ?? 1);

const product = 'zabuni';
/** What the edge says of a NUL or a lone surrogate (server/http/textInput.ts). */
const ODD_TEXT = /NUL or a lone surrogate/;
const rest = restPaths(product);
const dsms = dsmsPaths(product);

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
}, 240_000);
afterAll(() => server?.stop());

interface Answer {
  status: number;
  text: string;
  /** The parsed body, when it is JSON. */
  body: unknown;
}

async function call(pathname: string, init: RequestInit = {}, token?: string): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${server.baseUrl}${pathname}`, { ...init, headers });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, text, body };
}

const post = (pathname: string, body: unknown, token?: string) =>
  call(pathname, { method: 'POST', body: JSON.stringify(body) }, token);

interface GraphqlBody {
  data?: Record<string, { code?: number; message?: string } | null> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

const graphql = (
  service: GraphqlService,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) => post(graphqlPath(product, service), { query, variables }, token);

/** The codes an answer carries: a REST envelope's, or each root field's of a GraphQL answer. */
function codesOf(answer: Answer): number[] {
  const body = answer.body as (GraphqlBody & { code?: unknown }) | undefined;
  if (!body || typeof body !== 'object') return [];
  if (typeof body.code === 'number') return [body.code];
  return Object.values(body.data ?? {}).flatMap((field) =>
    typeof field?.code === 'number' ? [field.code] : [],
  );
}

/** No 500, no 9006 and no masked "Unexpected error.": whatever came in, the server knew what it was. */
function expectNoFailure(answer: Answer, what: string) {
  const context = `${what} answered ${answer.status}: ${answer.text.slice(0, 500)}`;
  expect(answer.status, context).not.toBe(500);
  expect(codesOf(answer), context).not.toContain(ResponseCode.OPERATION_FAILED);
  for (const error of (answer.body as GraphqlBody | undefined)?.errors ?? []) {
    expect(error.extensions?.code, context).not.toBe('INTERNAL_SERVER_ERROR');
  }
}

/** A refusal: REST 400 with 9001, or GraphQL errors, or every root field's envelope 9001. */
function isRefusal(answer: Answer): boolean {
  const body = answer.body as (GraphqlBody & { code?: unknown }) | undefined;
  if (answer.status === 400 && body?.code === ResponseCode.INVALID_INPUT) return true;
  if (body?.errors?.length) return true;
  const codes = codesOf(answer);
  return codes.length > 0 && codes.every((code) => code === ResponseCode.INVALID_INPUT);
}

/**
 * A path no route takes: a GET-only path posted to, or a parameter its route's pattern refuses (a
 * setting's key is [A-Z0-9_]).
 */
const isNoSuchCall = (answer: Answer) => answer.status === 404 && /No such call/.test(answer.text);

/**
 * The whole database, summed up: each table's row count and the newest transaction that wrote one
 * of its rows (xmin), so any committed insert, update or delete shows (an updated row is a new row
 * version, written by a newer transaction). attempt_counters is left out: throttling counts every
 * call to a throttled route by design, refused or not (server/http/attempts.ts).
 */
let fingerprintSql: string | undefined;
async function fingerprint(): Promise<string> {
  if (!fingerprintSql) {
    const { rows } = await server.db.execute<{ name: string }>(
      sql`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
          WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
            AND tablename <> 'attempt_counters' ORDER BY 1`,
    );
    fingerprintSql = rows
      .map(
        ({ name }) =>
          `SELECT '${name}' AS t, count(*) AS n, max(x.xmin::text::bigint) AS w FROM ${name} x`,
      )
      .join(' UNION ALL ');
  }
  const { rows } = await server.db.execute(sql.raw(fingerprintSql));
  return JSON.stringify(rows);
}

describe('the odd inputs of issue #37', () => {
  it('a NUL in the login username is invalid input (400, 9001), not a 500', async () => {
    const answer = await post(rest.login, { username: 'ad\u0000min', password: 'x' });
    expect(answer.status).toBe(400);
    expect(codesOf(answer)).toEqual([ResponseCode.INVALID_INPUT]);
  });

  it('a NUL as an OCDS record id is a 4xx, not a 500', async () => {
    const answer = await call(`/${product}-app/ocds/records/%00`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('a users filter institutionId beyond bigint is invalid input (9001), not 9006', async () => {
    const answer = await graphql(
      'uaa',
      'query ($p: PageableParamInput) { getAllUsersByInstitutionId(pageable: $p) { code message } }',
      {
        p: {
          filters: [
            { fieldName: 'institutionId', operation: 'EQ', value1: '99999999999999999999' },
          ],
        },
      },
      admin,
    );
    expect(codesOf(answer)).toEqual([ResponseCode.INVALID_INPUT]);
    // Refused before SQL, by the column's type: not the database's error mapped afterwards.
    expect(answer.text).toMatch(/institutionId: Out of range/);
  });

  it('a preference nested 5,000 levels is invalid input (9001), and is not kept', async () => {
    const before = await fingerprint();
    const answer = await graphql(
      'uaa',
      'mutation ($key: String!, $value: String) { saveMyPreference(key: $key, value: $value) { code message } }',
      { key: 'users.savedQueries', value: '['.repeat(5000) + ']'.repeat(5000) },
      admin,
    );
    expect(codesOf(answer)).toEqual([ResponseCode.INVALID_INPUT]);
    expect(answer.text).toMatch(/nests deeper than/);
    expect(await fingerprint()).toBe(before);
    // The fingerprint sees a write: the same preference, 32 levels deep, is kept.
    const kept = await graphql(
      'uaa',
      'mutation ($key: String!, $value: String) { saveMyPreference(key: $key, value: $value) { code } }',
      { key: 'users.savedQueries', value: '['.repeat(32) + ']'.repeat(32) },
      admin,
    );
    expect(codesOf(kept)).toEqual([ResponseCode.SUCCESS]);
    expect(await fingerprint()).not.toBe(before);
  });

  it('a lone surrogate in a GraphQL variable is invalid input (9001), on every lane', async () => {
    const query =
      'mutation ($key: String!, $value: String) { saveMyPreference(key: $key, value: $value) { code message status data { key } } }';
    const variables = { key: 'users.savedQueries', value: '["\uD800"]' };
    const direct = await graphql('uaa', query, variables, admin);
    expect(direct.body).toMatchObject({
      data: { saveMyPreference: { code: ResponseCode.INVALID_INPUT, status: false, data: null } },
    });
    // Yoga's own lane: a GET request never takes the direct one.
    const viaYoga = await call(
      `${graphqlPath(product, 'uaa')}?${new URLSearchParams({
        query:
          'query ($r: String!) { getProcuringEntityUsersByUuidAndRoleName(roleName: $r, procuringEntityUuid: "00000000-0000-0000-0000-000000000000") { code message } }',
        variables: JSON.stringify({ r: 'a\uDC00' }),
      }).toString()}`,
      {},
      admin,
    );
    expect(codesOf(viaYoga)).toEqual([ResponseCode.INVALID_INPUT]);
    expect(viaYoga.text).toMatch(ODD_TEXT);
  });

  it('a NUL inside a string literal of the document is refused as a variable’s is', async () => {
    const before = await fingerprint();
    const answer = await graphql(
      'uaa',
      'mutation { saveMyPreference(key: "users.savedQueries", value: "[\\"a\\u0000b\\"]") { code message } }',
      {},
      admin,
    );
    expect(codesOf(answer)).toEqual([ResponseCode.INVALID_INPUT]);
    // Refused at the edge, by what it holds: before any SQL ran.
    expect(answer.text).toMatch(ODD_TEXT);
    expect(await fingerprint()).toBe(before);
  });

  it('a NUL escaped inside a preference’s JSON is refused as a NUL in the request is', async () => {
    const answer = await graphql(
      'uaa',
      'mutation ($key: String!, $value: String) { saveMyPreference(key: $key, value: $value) { code message } }',
      { key: 'users.savedQueries', value: '["a\\u0000b"]' },
      admin,
    );
    expect(codesOf(answer)).toEqual([ResponseCode.INVALID_INPUT]);
    expect(answer.text).toMatch(ODD_TEXT);
  });

  it('an OCDS feed since the year 0 is refused before SQL, by name', async () => {
    // JavaScript's dates have a year 0; PostgreSQL's do not.
    const feed = await call(`/${product}-app/ocds/releases?since=0000-06-01T00:00:00Z`);
    expect(feed.status).toBe(400);
    expect(codesOf(feed)).toEqual([ResponseCode.INVALID_INPUT]);
    expect(feed.text).toMatch(/since must be a date/);
  });

  it('an activity filter from the year 0 is refused before SQL, by name', async () => {
    const activity = await graphql(
      'uaa',
      'query ($f: ActivityFilterInput) { getActivity(filter: $f) { code message } }',
      { f: { from: '0000-06-01T00:00:00Z' } },
      admin,
    );
    expect(codesOf(activity)).toEqual([ResponseCode.INVALID_INPUT]);
    expect(activity.text).toMatch(/from: Not a date/);
  });

  it('a signed document’s modelId beyond an integer column is refused before any signing', async () => {
    const me = decodeJwt(admin).sub;
    const signed = await post(
      dsms.signPdfFromHtml,
      {
        userId: me,
        reason: 'r',
        location: 'l',
        contactinfo: 'c',
        passphrase: 'p',
        base64html: Buffer.from('<p>x</p>').toString('base64'),
        attachmentDetail: { createdByUuid: me, title: 't', modelId: 2 ** 31 },
      },
      admin,
    );
    expect(signed.status).toBe(400);
    expect(codesOf(signed)).toEqual([ResponseCode.INVALID_INPUT]);
  });

  it('a subscription whose variables hold a NUL is refused before it subscribes', async () => {
    const response = await fetch(`${server.baseUrl}${graphqlPath(product, 'uaa')}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${admin}`,
      },
      body: JSON.stringify({
        query: 'subscription ($r: String!) { recordChanged(resource: $r) { resource } }',
        variables: { r: 'users\u0000' },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    // The refusal, and the end of the stream: nothing is left open.
    const text = await response.text();
    expect(text).toContain(`"code":${ResponseCode.INVALID_INPUT}`);
    expect(text).toMatch(ODD_TEXT);
  });

  it('a document selecting more than envelopes is refused whole, with 400 and 9001', async () => {
    const answer = await graphql(
      'uaa',
      '{ serviceHealth { status } getApprovalStageUsers(stageUuid: "\\u0000") { code } }',
    );
    expect(answer.status).toBe(400);
    expect((answer.body as GraphqlBody).errors?.[0].extensions?.code).toBe(
      ResponseCode.INVALID_INPUT,
    );
    expect((answer.body as GraphqlBody).data ?? null).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// The properties: arbitrary input to every call.

/** A character no text column holds, with something on either side. */
const FORBIDDEN = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.oneof(fc.constant('\u0000'), fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF')),
    fc.string({ maxLength: 6 }),
  )
  .map(([before, odd, after]) => before + odd + after);

/** A NUL with something on either side: what a path can carry (its bytes must be UTF-8). */
const NUL_TEXT = fc
  .tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
  .map(([before, after]) => `${before}\u0000${after}`);

/** Any UTF-16 code unit: lone surrogates and control characters included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

const ODD_TEXTS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e400',
  'NaN',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  '2026-02-30',
  '0000-01-01',
  '9999-99-99T99:99:99Z',
  'true',
  'null',
  '%00',
  '\\u0000',
  "'; DROP TABLE users; --",
  '{"a":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}',
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
];

const ODD_NUMBERS = [
  0,
  -1,
  1.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e20,
  -1e20,
  1e308,
  5e-324,
];

const oddText = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_TEXTS), weight: 3 },
  { arbitrary: FORBIDDEN, weight: 3 },
  fc.string({ unit: anyCodeUnit, maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ maxLength: 24 }),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.uuid(),
  fc.string({ minLength: 300, maxLength: 3000 }),
);

const oddNumber = fc.oneof(
  fc.constantFrom(...ODD_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/**
 * A value of a GraphQL input type: odd texts and numbers at every leaf, sometimes null or left out
 * where the type allows. `poisoned`, every field is sent and every text holds a forbidden
 * character, while numbers stay valid so graphql-js's coercion lets them through to the edge.
 */
function valueOf(type: GraphQLInputType, poisoned: boolean, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, poisoned, depth);
  const value = ((): fc.Arbitrary<unknown> => {
    if (isListType(type)) {
      return fc.array(valueOf(type.ofType, poisoned, depth + 1), {
        minLength: poisoned ? 1 : 0,
        maxLength: 3,
      });
    }
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
    if (isInputObjectType(type)) {
      if (depth > 5) return fc.constant({});
      const fields = Object.values(type.getFields());
      return fc.record(
        Object.fromEntries(
          fields.map((field) => [
            field.name,
            fieldValueOf(field.name, field.type, poisoned, depth + 1),
          ]),
        ),
        {
          requiredKeys: fields
            .filter((field) => poisoned || isNonNullType(field.type))
            .map((field) => field.name),
        },
      );
    }
    switch (type.name) {
      case 'Int':
        return poisoned ? fc.integer({ min: 0, max: 1000 }) : oddNumber;
      case 'Float':
        return poisoned ? fc.double({ min: 0, max: 1000, noNaN: true }) : oddNumber;
      case 'Boolean':
        return fc.boolean();
      case 'ID':
        return poisoned ? FORBIDDEN : fc.oneof(oddText, oddNumber);
      default: // String, DateTime
        return poisoned ? FORBIDDEN : oddText;
    }
  })();
  return poisoned || isNonNullType(type) ? value : fc.option(value, { nil: null, freq: 6 });
}

/** A list filter's field: mostly one that lists filter by, so its value meets its column. */
const filterField = fc.oneof(
  fc.constantFrom(
    'id',
    'uuid',
    'code',
    'name',
    'date',
    'type',
    'status',
    'active',
    'institutionId',
    'categoryId',
    'parentId',
    'userUuid',
    'roleId',
  ),
  oddText,
);

function fieldValueOf(name: string, type: GraphQLInputType, poisoned: boolean, depth: number) {
  if (name === 'fieldName' && !poisoned) return filterField;
  return valueOf(type, poisoned, depth);
}

/** Whether a value of the type can hold a text (a String, ID or DateTime somewhere inside). */
function holdsText(type: GraphQLInputType, depth = 0): boolean {
  if (isNonNullType(type) || isListType(type)) return holdsText(type.ofType, depth);
  if (isEnumType(type)) return false;
  if (isInputObjectType(type)) {
    return (
      depth <= 5 &&
      Object.values(type.getFields()).some((field) => holdsText(field.type, depth + 1))
    );
  }
  return !['Int', 'Float', 'Boolean'].includes(type.name);
}

interface Operation {
  service: GraphqlService;
  name: string;
  document: string;
  /** Whether any argument can hold a text, so a poisoned call holds a forbidden character. */
  takesText: boolean;
  /** A mutation. */
  writes: boolean;
  variables(poisoned: boolean): fc.Arbitrary<Record<string, unknown>>;
}

/** Every query and mutation with arguments, of every service, as the server's own SDL has them. */
const operations: Operation[] = (
  await Promise.all(
    graphqlServices.map(async (service) => {
      const schema = buildSchema([commonTypeDefs, ...(await readTypeDefs(service))].join('\n'));
      return (['query', 'mutation'] as const).flatMap((kind) => {
        const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
        return Object.values(root?.getFields() ?? {})
          .filter((field) => field.args.length > 0)
          .map((field): Operation => {
            const args: readonly GraphQLArgument[] = field.args;
            const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
            const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
            return {
              service,
              name: `${service} ${field.name}`,
              document: `${kind} (${declared}) { ${field.name}(${passed}) { code message } }`,
              takesText: args.some((arg) => holdsText(arg.type)),
              writes: kind === 'mutation',
              variables: (poisoned) =>
                fc.record(
                  Object.fromEntries(args.map((arg) => [arg.name, valueOf(arg.type, poisoned)])),
                  { requiredKeys: args.map((arg) => arg.name) },
                ),
            };
          });
      });
    }),
  )
).flat();

/** REST calls with a body: every POST of the uaa, app, cache and dsms services. */
const restPosts = [
  ...Object.values(rest).filter((value): value is string => typeof value === 'string'),
  dsms.signatureRequest,
  dsms.signPdfFromHtml,
];

/**
 * A path segment of any text: encodeURIComponent, but a lone surrogate (which it refuses) is sent
 * as the three bytes UTF-8 would give it, as a hostile client may send them.
 */
const encodeOdd = (text: string) =>
  text.replace(/[\s\S]/gu, (c) => {
    const unit = c.charCodeAt(0);
    if (c.length === 2 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(c);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });

/** REST calls with a path (or query) parameter, as a function of it. */
const restParams: [string, (param: string) => string][] = [
  ['GET verifyTendererAddress', (param) => rest.verifyTendererAddress('').concat(encodeOdd(param))],
  ['GET settingByKey', (param) => rest.settingByKey('').concat(encodeOdd(param))],
  ['GET hasCertificate', (param) => dsms.hasCertificate(encodeOdd(param))],
  ['GET ocds record', (param) => `/${product}-app/ocds/records/${encodeOdd(param)}`],
  ['GET ocds plan', (param) => `/${product}-app/ocds/annual-procurement-plans/${encodeOdd(param)}`],
  ['GET ocds feed', (param) => `/${product}-app/ocds/releases?since=${encodeOdd(param)}`],
];

/** The fields each REST body is read for (its route's zod schema). */
const bodyFields: Record<string, string[]> = {
  [rest.login]: ['username', 'password'],
  [rest.refresh]: ['refresh_token'],
  [rest.logout]: ['refresh_token'],
  [rest.reportHttpFailure]: ['reason', 'status', 'errorDescription', 'url'],
  [rest.registerTenderer]: ['email', 'phone', 'captcha'],
  [rest.sendEmail]: ['email'],
  [rest.checkIfActivated]: ['email', 'activationToken'],
  [rest.resendTokenPE]: ['email'],
  [rest.resetPasswordTokenPE]: ['otpToken', 'activationToken'],
  [rest.validateToken]: ['token'],
  [rest.createPassword]: ['newPassword', 'confirmPassword', 'activationToken', 'uuid'],
  [rest.sendResetToken]: ['email', 'captcha'],
  [rest.resetPasswordToken]: ['resetToken'],
  [rest.acceptMessageToken]: ['token'],
  [rest.rejectMessageToken]: ['token'],
  [rest.verifyInvitationToken]: ['token'],
  [rest.checkInvitation]: ['token'],
  [rest.invitationResponse]: ['invitationToken', 'hasAcceptedInvitation', 'reasonForRejection'],
  [dsms.signatureRequest]: ['userId', 'commonName', 'password'],
  [dsms.signPdfFromHtml]: [
    'userId',
    'reason',
    'location',
    'contactinfo',
    'passphrase',
    'base64html',
    'attachmentDetail',
  ],
};
/** A call's fields, and a few no call reads. */
const fieldsOf = (pathname: string) => [...(bodyFields[pathname] ?? []), 'id', 'constructor'];

const restValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: oddText, weight: 8 },
  { arbitrary: oddNumber, weight: 2 },
  fc.boolean(),
  fc.constant(null),
  fc.dictionary(fc.constantFrom('title', 'modelId', 'createdByUuid', 'model'), oddText),
);
/** A body with every field the call reads (and a few it does not): arbitrary, or each poisoned. */
const restBody = (pathname: string, poisoned: boolean) =>
  fc.record(
    Object.fromEntries(
      fieldsOf(pathname).map((field) => [field, poisoned ? FORBIDDEN : restValue]),
    ),
  );

const callers: [string, () => string | undefined][] = [
  ['a platform administrator', () => admin],
  ['signed out', () => undefined],
];

/**
 * fast-check's settings for the property of one call: the same runs every time (the seed, printed
 * with any counterexample, is SEED's and the call's), and different values for each call.
 */
const settings = (numRuns: number, call: string) => {
  let seed = SEED;
  for (const c of call) seed = (Math.imul(seed, 31) + c.charCodeAt(0)) | 0;
  return { seed, numRuns, endOnFailure: true };
};

describe('arbitrary input to every call answers without failing', () => {
  it.each(callers)(
    '%s: the variables of every GraphQL query and mutation',
    async (_who, token) => {
      expect(operations.length).toBeGreaterThan(250);
      // A signed-in caller's refused mutation writes nothing: the database before and after it
      // (the one after a mutation is the one before the next).
      let last: string | undefined;
      let compared = 0;
      for (const operation of operations) {
        const watched = operation.writes && token() !== undefined;
        await fc.assert(
          fc.asyncProperty(operation.variables(false), async (variables) => {
            const before = watched ? (last ?? (await fingerprint())) : undefined;
            const answer = await graphql(operation.service, operation.document, variables, token());
            expectNoFailure(answer, operation.name);
            if (holdsForbiddenCharacter(variables)) {
              expect(isRefusal(answer), `${operation.name}: ${answer.text}`).toBe(true);
            }
            last = watched ? await fingerprint() : undefined;
            if (watched && isRefusal(answer)) {
              expect(last, `${operation.name} wrote while refusing: ${answer.text}`).toBe(before);
              compared += 1;
            }
          }),
          settings(RUNS, operation.name),
        );
      }
      // Signed in, most mutations refuse arbitrary input: many refusals were watched.
      if (token()) expect(compared).toBeGreaterThan(50);
    },
    300_000,
  );

  it.each(callers)(
    '%s: every REST body and path parameter',
    async (_who, token) => {
      for (const pathname of restPosts) {
        await fc.assert(
          fc.asyncProperty(restBody(pathname, false), async (body) => {
            const answer = await post(pathname, body, token());
            expectNoFailure(answer, `POST ${pathname}`);
            if (holdsForbiddenCharacter(body) && !isNoSuchCall(answer)) {
              expect(isRefusal(answer), `POST ${pathname}: ${answer.text}`).toBe(true);
            }
          }),
          settings(RUNS * 8, `POST ${pathname}`),
        );
      }
      for (const [name, pathOf] of restParams) {
        await fc.assert(
          fc.asyncProperty(oddText, async (param) => {
            const answer = await call(pathOf(param), {}, token());
            expectNoFailure(answer, name);
            // A lone surrogate reaches the server as bytes that are no UTF-8: not a text at all.
            if (param.includes('\u0000') && !isNoSuchCall(answer)) {
              expect(isRefusal(answer), `${name}: ${answer.text}`).toBe(true);
            }
          }),
          settings(RUNS * 8, name),
        );
      }
    },
    300_000,
  );
});

describe('a NUL or a lone surrogate anywhere is refused, and nothing is written', () => {
  it.each(callers)(
    '%s: every GraphQL operation and REST call',
    async (_who, token) => {
      const before = await fingerprint();
      let refused = 0;
      // An operation whose arguments hold no text at all (only numbers) cannot be poisoned.
      for (const operation of operations.filter((one) => one.takesText)) {
        await fc.assert(
          fc.asyncProperty(operation.variables(true), async (variables) => {
            expect(holdsForbiddenCharacter(variables)).toBe(true);
            const answer = await graphql(operation.service, operation.document, variables, token());
            expectNoFailure(answer, operation.name);
            expect(isRefusal(answer), `${operation.name}: ${answer.text}`).toBe(true);
            refused += 1;
          }),
          settings(1, operation.name),
        );
      }
      for (const pathname of restPosts) {
        await fc.assert(
          fc.asyncProperty(restBody(pathname, true), async (body) => {
            const answer = await post(pathname, body, token());
            expect(isNoSuchCall(answer) || isRefusal(answer), `${pathname}: ${answer.text}`).toBe(
              true,
            );
            refused += 1;
          }),
          settings(1, `POST ${pathname}`),
        );
      }
      for (const [name, pathOf] of restParams) {
        await fc.assert(
          fc.asyncProperty(NUL_TEXT, async (param) => {
            const answer = await call(pathOf(param), {}, token());
            expect(isNoSuchCall(answer) || isRefusal(answer), `${name}: ${answer.text}`).toBe(true);
            refused += 1;
          }),
          settings(1, name),
        );
      }
      expect(refused).toBeGreaterThan(250);
      expect(await fingerprint()).toBe(before);
    },
    300_000,
  );
});
