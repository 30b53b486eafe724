import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import {
  MAX_PREFERENCE_VALUE_LENGTH,
  MAX_PREFERENCES_PER_USER,
} from '../../contract/userPreferences';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

const OFFICER = { email: 'officer@views.test', password: 'Officer-Passw0rd!' };

let server: TestServer;
let admin: string;
let officer: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser({ ...OFFICER, role: 'PROCUREMENT_OFFICER' });
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  officer = await server.accessToken(OFFICER.email, OFFICER.password);
});
afterAll(async () => {
  await server?.stop();
});

type Preference = { key: string; value: string; updatedAt: string };

const save = (key: string, value: unknown, token?: string) =>
  server.envelope<Preference>(
    'uaa',
    'mutation ($key: String!, $value: String) { saveMyPreference(key: $key, value: $value) { code message data { key value } } }',
    { key, value: value === null ? null : JSON.stringify(value) },
    token,
  );

const saveText = (key: string, value: string, token: string) =>
  server.envelope<Preference>(
    'uaa',
    'mutation ($key: String!, $value: String) { saveMyPreference(key: $key, value: $value) { code message } }',
    { key, value },
    token,
  );

async function mine(token: string): Promise<Record<string, unknown>> {
  const answer = await server.envelope<Preference[]>(
    'uaa',
    '{ getMyPreferences { code dataList { key value updatedAt } } }',
    {},
    token,
  );
  expect(answer.code).toBe(9000);
  const list = (answer.dataList ?? []) as unknown as Preference[];
  return Object.fromEntries(list.map((p) => [p.key, JSON.parse(p.value)]));
}

const columns = 'preferences.users.datagrid.columns';
const queries = 'charge-types.savedQueries';
const savedQuery = {
  label: 'Active only',
  value: { filter: { active: true }, sort: { field: 'name', order: 'ASC' }, perPage: 25 },
};

describe('a user’s own list views', () => {
  it('keeps each user’s own preferences apart, replaces and removes them', async () => {
    expect((await save(columns, ['0', '2'], admin)).code).toBe(9000);
    expect((await save(queries, [savedQuery], admin)).code).toBe(9000);
    expect((await save(columns, ['1'], officer)).code).toBe(9000);

    expect(await mine(admin)).toEqual({ [columns]: ['0', '2'], [queries]: [savedQuery] });
    expect(await mine(officer)).toEqual({ [columns]: ['1'] });

    expect((await save(columns, ['0', '1', '2'], admin)).data?.value).toBe('["0","1","2"]');
    expect((await save(queries, null, officer)).code).toBe(9000); // not the officer's: nothing
    expect((await mine(admin))[queries]).toEqual([savedQuery]);
    expect((await save(queries, null, admin)).code).toBe(9000);
    expect(await mine(admin)).toEqual({ [columns]: ['0', '1', '2'] });
    expect(await mine(officer)).toEqual({ [columns]: ['1'] });
  });

  it('refuses keys beyond the list views, oversized or bad values, changing nothing', async () => {
    const before = await mine(admin);
    for (const key of ['sidebar.open', 'preferences.users.datagrid.omit', 'x'.repeat(500), '']) {
      expect((await save(key, ['0'], admin)).code).toBe(ResponseCode.INVALID_INPUT);
    }
    const huge = ['x'.repeat(MAX_PREFERENCE_VALUE_LENGTH)];
    expect((await save(columns, huge, admin)).code).toBe(ResponseCode.INVALID_INPUT);
    expect((await saveText(columns, '{not json', admin)).code).toBe(ResponseCode.INVALID_INPUT);
    expect(await mine(admin)).toEqual(before);
  });

  it('holds a bounded number of preferences per user', async () => {
    const full = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
    const have = Object.keys(await mine(full)).length;
    for (let i = have; i < MAX_PREFERENCES_PER_USER; i++) {
      expect((await save(`list-${i}.savedQueries`, [], full)).code).toBe(9000);
    }
    expect((await save('one-too-many.savedQueries', [], full)).code).toBe(
      ResponseCode.INVALID_INPUT,
    );
    // Replacing a kept one is still allowed.
    expect((await save(columns, ['2'], full)).code).toBe(9000);
    expect(Object.keys(await mine(full))).toHaveLength(MAX_PREFERENCES_PER_USER);
    // One save after another up to the bound: 11 s on a busy machine, over the 30 s default when
    // the machine was busier still.
  }, 120_000);

  it('refuses a caller who is not signed in, changing nothing', async () => {
    const before = await mine(officer);
    expect((await save(columns, ['0'])).code).toBe(ResponseCode.UNAUTHENTICATED);
    const read = await server.graphql<{ getMyPreferences: { code: number } }>(
      'uaa',
      '{ getMyPreferences { code } }',
    );
    expect(read.data!.getMyPreferences.code).toBe(ResponseCode.UNAUTHENTICATED);
    expect(await mine(officer)).toEqual(before);
  });
});
