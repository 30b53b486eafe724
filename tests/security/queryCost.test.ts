import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { APP_MAX_PAGE_SIZE, MAX_PAGE_SIZE } from '../../contract/validation';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../server/support/testServer';

/**
 * The GraphQL cost counts page sizes: ten aliases of a 10,000-row list were 100,000 rows in one
 * request under a cost limit that only counted fields. Now a request reads at most one full app page
 * (10,000 rows) in all, each list keeps its own page cap, and armor's depth and alias limits stay.
 */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
}, 60_000);
afterAll(() => server?.stop());

const methods = (alias: string, pageSize: number | string) =>
  `${alias}: getProcurementMethods(input: { pageSize: ${pageSize} }) { code data { rows { uuid name } } }`;
const aliases = (count: number, pageSize: number | string) =>
  Array.from({ length: count }, (_, i) => methods(`m${i}`, pageSize)).join('\n');

type Answer = { errors?: { message: string; extensions?: { code?: string } }[]; data?: unknown };

const expectRefused = (status: number, body: Answer) => {
  expect(status).toBe(400);
  expect(body.data ?? null).toBeNull();
  expect(body.errors?.[0].extensions?.code).toBe('QUERY_COST_EXCEEDED');
};

describe('page sizes count in the cost', () => {
  it('ten aliases of a 10,000-row list are refused before anything is read', async () => {
    const { status, body } = await server.graphqlRaw<Answer>(
      'app',
      `{ ${aliases(10, 10_000)} }`,
      {},
      admin,
    );
    expectRefused(status, body as Answer);
  });

  it('the page size is read from variables and fragments too', async () => {
    const viaVariables = await server.graphqlRaw(
      'app',
      `query ($input: AppPageInput) {
        a: getProcurementMethods(input: $input) { code data { rows { uuid } } }
        b: getProcurementMethods(input: $input) { code data { rows { uuid } } } }`,
      { input: { pageSize: APP_MAX_PAGE_SIZE } },
      admin,
    );
    expectRefused(viaVariables.status, viaVariables.body as Answer);
    const viaFragment = await server.graphqlRaw(
      'app',
      `fragment Big on Query { getProcurementMethods(input: { pageSize: 6000 }) { code } }
       query { ...Big  x: getProcurementMethods(input: { pageSize: 6000 }) { code } }`,
      {},
      admin,
    );
    expectRefused(viaFragment.status, viaFragment.body as Answer);
  });

  it('one full page, as the home page asks for, still answers', async () => {
    const answer = await server.envelope(
      'app',
      `{ ${methods('m', APP_MAX_PAGE_SIZE)} }`,
      {},
      admin,
    );
    expect(answer.code).toBe(ResponseCode.SUCCESS);
    const several = await server.graphql('app', `{ ${aliases(10, 100)} }`, {}, admin);
    expect(several.errors).toBeUndefined();
  });
});

describe('each list keeps its own cap and the other limits stay', () => {
  it('a Spring page above 500 and an app page above 10,000 are invalid input (9001)', async () => {
    const spring = await server.envelope(
      'billing',
      `{ getAllChargeTypes(pageParam: { size: ${MAX_PAGE_SIZE + 1} }) { code message } }`,
      {},
      admin,
    );
    expect(spring.code).toBe(ResponseCode.INVALID_INPUT);
    const app = await server.envelope(
      'app',
      `{ ${methods('m', APP_MAX_PAGE_SIZE + 1)} }`,
      {},
      admin,
    );
    expect(app.code).toBe(ResponseCode.INVALID_INPUT);
  });

  it('more than 10 aliases are still refused (armor)', async () => {
    const manyAliases = Array.from({ length: 11 }, (_, i) => `h${i}: serviceHealth { service }`);
    const tooMany = await server.graphqlRaw('app', `{ ${manyAliases.join(' ')} }`, {}, admin);
    expect(JSON.stringify(tooMany.body)).toMatch(/Aliases limit/i);
  });
});
