import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

const OFFICER = { email: 'officer@zabuni.test', password: 'Officer-Passw0rd!' };

let server: TestServer;
let adminToken: string;
let officerToken: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser({ ...OFFICER, role: 'PROCUREMENT_OFFICER' });
  adminToken = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  officerToken = await server.accessToken(OFFICER.email, OFFICER.password);
});
afterAll(() => server?.stop());

type Result<T> = { code: number; message: string; data: T | null; dataList?: T[] | null };

const SAVE = `mutation saveErrorLog($errorLog: ErrorLogInput!) {
  saveErrorLog(errorLog: $errorLog) { code message data { kind message userUuid userType userRoles } }
}`;
const LIST = `query getErrorLogs($pageParam: PageableParamInput) {
  getErrorLogs(pageParam: $pageParam) { code message data { totalElements content { kind message code } } }
}`;

describe('monitor: saveErrorLog and getErrorLogs', () => {
  it('stores a report from a public page without a user, and one with the user taken from the session', async () => {
    const anonymous = await server.graphql<{ saveErrorLog: Result<Record<string, unknown>> }>(
      'monitor',
      SAVE,
      { errorLog: { kind: 'HTTP_FAILURE', message: 'Failed to fetch', httpStatus: 0 } },
    );
    expect(anonymous.data?.saveErrorLog).toMatchObject({
      code: 9000,
      data: { kind: 'HTTP_FAILURE', userUuid: null, userType: null },
    });
    const signedIn = await server.graphql<{ saveErrorLog: Result<Record<string, unknown>> }>(
      'monitor',
      SAVE,
      { errorLog: { kind: 'RESPONSE_CODE', message: 'Record not found', code: 9002 } },
      officerToken,
    );
    expect(signedIn.data?.saveErrorLog.data).toMatchObject({
      userType: 'PROCURING_ENTITY',
      userRoles: 'PROCUREMENT_OFFICER',
    });
  });

  it('refuses a report that is not one of the known kinds or has no message, storing nothing', async () => {
    const before = await server.graphql<{ getErrorLogs: Result<{ totalElements: number }> }>(
      'monitor',
      LIST,
      {},
      adminToken,
    );
    const blank = await server.graphql<{ saveErrorLog: Result<unknown> }>('monitor', SAVE, {
      errorLog: { kind: 'SQL_TEXT', message: '   ' },
    });
    expect(blank.data?.saveErrorLog.code).toBe(9001);
    const unknownKind = await server.graphqlRaw('monitor', SAVE, {
      errorLog: { kind: 'SOMETHING', message: 'x' },
    });
    expect(unknownKind.body.errors?.length).toBeGreaterThan(0);
    const after = await server.graphql<{ getErrorLogs: Result<{ totalElements: number }> }>(
      'monitor',
      LIST,
      {},
      adminToken,
    );
    expect(after.data?.getErrorLogs.data?.totalElements).toBe(
      before.data?.getErrorLogs.data?.totalElements,
    );
  });

  it('lists newest first, filters by kind, and is only for those who may read the logs', async () => {
    const list = await server.graphql<{
      getErrorLogs: Result<{ content: { kind: string; message: string }[] }>;
    }>('monitor', LIST, { pageParam: { size: 10 } }, adminToken);
    expect(list.data?.getErrorLogs.data?.content.map((log) => log.kind)).toEqual([
      'RESPONSE_CODE',
      'HTTP_FAILURE',
    ]);
    const filtered = await server.graphql<{
      getErrorLogs: Result<{ content: { kind: string }[] }>;
    }>(
      'monitor',
      LIST,
      { pageParam: { filters: [{ fieldName: 'kind', operation: 'EQ', value1: 'HTTP_FAILURE' }] } },
      adminToken,
    );
    expect(filtered.data?.getErrorLogs.data?.content).toEqual([
      { kind: 'HTTP_FAILURE', message: 'Failed to fetch', code: null },
    ]);
    const refused = await server.graphql<{ getErrorLogs: Result<unknown> }>(
      'monitor',
      LIST,
      {},
      officerToken,
    );
    expect(refused.data?.getErrorLogs).toMatchObject({ code: 9004, data: null });
  });

  it('sorts by every column its list shows, in the database', async () => {
    for (const sortBy of ['createdAt', 'kind', 'operation', 'code', 'latencyMs']) {
      for (const sortDirection of ['ASC', 'DESC']) {
        const sorted = await server.graphql<{ getErrorLogs: Result<{ totalElements: number }> }>(
          'monitor',
          LIST,
          { pageParam: { sortBy, sortDirection } },
          adminToken,
        );
        expect(sorted.data?.getErrorLogs.code, `${sortBy} ${sortDirection}`).toBe(9000);
        expect(sorted.data?.getErrorLogs.data?.totalElements).toBe(2);
      }
    }
    const unknown = await server.graphql<{ getErrorLogs: Result<unknown> }>(
      'monitor',
      LIST,
      { pageParam: { sortBy: 'userAgent' } },
      adminToken,
    );
    expect(unknown.data?.getErrorLogs.code).toBe(9001);
  });
});

const SETTINGS = `query { getAllGlobalSettings { code dataList { key value } } }`;
const UPDATE_SETTING = `mutation updateGlobalSetting($key: String!, $value: String!) {
  updateGlobalSetting(key: $key, value: $value) { code message data { key value } }
}`;
const UPDATE_STATUS = `mutation updateSystemStatus($systemStatus: SystemStatusInput!) {
  updateSystemStatus(systemStatus: $systemStatus) { code message data { value description } }
}`;

describe('global settings and system status', () => {
  it('serves public settings to anyone through the cache service, and nothing else', async () => {
    const multiTab = await server.get<{ key: string; value: string }>(
      '/zabuni-cache/settings/by/key/ALLOW_MULTI_TAB',
    );
    expect(multiTab).toEqual({ status: 200, body: { key: 'ALLOW_MULTI_TAB', value: 'true' } });
    const status = await server.get<{ code: number }>(
      '/zabuni-cache/settings/by/key/SYSTEM_STATUS',
    );
    expect(status.status).toBe(404);
  });

  it('lets an administrator change a setting, and refuses others, bad keys and the status keys', async () => {
    const saved = await server.graphql<{ updateGlobalSetting: Result<{ value: string }> }>(
      'uaa',
      UPDATE_SETTING,
      { key: 'ALLOW_MULTI_TAB', value: 'false' },
      adminToken,
    );
    expect(saved.data?.updateGlobalSetting).toMatchObject({ code: 9000, data: { value: 'false' } });
    const readBack = await server.get<{ value: string }>(
      '/zabuni-cache/settings/by/key/ALLOW_MULTI_TAB',
    );
    expect(readBack.body.value).toBe('false');

    const byOfficer = await server.graphql<{ updateGlobalSetting: Result<unknown> }>(
      'uaa',
      UPDATE_SETTING,
      { key: 'ALLOW_MULTI_TAB', value: 'true' },
      officerToken,
    );
    expect(byOfficer.data?.updateGlobalSetting.code).toBe(9004);
    const badKey = await server.graphql<{ updateGlobalSetting: Result<unknown> }>(
      'uaa',
      UPDATE_SETTING,
      { key: 'lower case', value: 'x' },
      adminToken,
    );
    expect(badKey.data?.updateGlobalSetting.code).toBe(9001);
    // A switch holds true or false, nothing else; the refusal changes nothing.
    const notASwitch = await server.graphql<{ updateGlobalSetting: Result<unknown> }>(
      'uaa',
      UPDATE_SETTING,
      { key: 'ALLOW_MULTI_TAB', value: 'true (ed)' },
      adminToken,
    );
    expect(notASwitch.data?.updateGlobalSetting).toMatchObject({
      code: 9001,
      message: 'ALLOW_MULTI_TAB is a switch: its value is true or false',
    });
    const unchanged = await server.get<{ value: string }>(
      '/zabuni-cache/settings/by/key/ALLOW_MULTI_TAB',
    );
    expect(unchanged.body.value).toBe('false');
    const statusKey = await server.graphql<{ updateGlobalSetting: Result<unknown> }>(
      'uaa',
      UPDATE_SETTING,
      { key: 'SYSTEM_STATUS', value: 'LOCKED' },
      adminToken,
    );
    expect(statusKey.data?.updateGlobalSetting.code).toBe(9001);

    const all = await server.graphql<{
      getAllGlobalSettings: Result<{ key: string; value: string }>;
    }>('uaa', SETTINGS, {}, adminToken);
    expect(all.data?.getAllGlobalSettings.dataList).toEqual(
      expect.arrayContaining([
        { key: 'ALLOW_MULTI_TAB', value: 'false' },
        { key: 'SYSTEM_STATUS', value: 'ACTIVE' },
      ]),
    );
  });

  it('sets maintenance and lock with a description that get/system-status answers', async () => {
    const locked = await server.graphql<{ updateSystemStatus: Result<unknown> }>(
      'uaa',
      UPDATE_STATUS,
      { systemStatus: { value: 'LOCKED', description: 'Back at 18:00' } },
      adminToken,
    );
    expect(locked.data?.updateSystemStatus).toMatchObject({
      code: 9000,
      data: { value: 'LOCKED', description: 'Back at 18:00' },
    });
    const status = await server.get<{ data: { value: string; description: string } }>(
      '/zabuni-uaa/get/system-status/',
    );
    expect(status.body.data).toEqual({ value: 'LOCKED', description: 'Back at 18:00' });

    const refused = await server.graphql<{ updateSystemStatus: Result<unknown> }>(
      'uaa',
      UPDATE_STATUS,
      { systemStatus: { value: 'ACTIVE' } },
      officerToken,
    );
    expect(refused.data?.updateSystemStatus.code).toBe(9004);
    const stillLocked = await server.get<{ data: { value: string } }>(
      '/zabuni-uaa/get/system-status/',
    );
    expect(stillLocked.body.data.value).toBe('LOCKED');

    await server.graphql('uaa', UPDATE_STATUS, { systemStatus: { value: 'ACTIVE' } }, adminToken);
    const active = await server.get<{ data: { value: string; description: string } }>(
      '/zabuni-uaa/get/system-status/',
    );
    expect(active.body.data).toEqual({ value: 'ACTIVE', description: '' });
  });
});

describe('the www host', () => {
  it('redirects www.<host> to the same address without www, keeping path and query', async () => {
    // fetch may not set Host, so this request is made with node:http.
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          `${server.baseUrl}/charge-types?page=2`,
          { headers: { host: 'www.zabuni.example' } },
          resolve,
        )
        .on('error', reject),
    );
    response.resume();
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('//zabuni.example/charge-types?page=2');
  });
});
