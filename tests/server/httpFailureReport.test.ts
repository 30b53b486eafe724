import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { restPaths } from '../../contract/services';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

/** "Failed HTTP requests are reported to the auth service with reason, status and error description". */
let server: TestServer;
const path = restPaths('zabuni').reportHttpFailure;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('the auth service report of failed HTTP requests', () => {
  it('keeps the reason, status and error description in the error log administrators read', async () => {
    const saved = await server.post(path, {
      reason: 'Bad Gateway',
      status: 502,
      errorDescription: 'POST /zabuni-dsms/api/signature/request: gateway down',
      url: '/pe-signature',
    });
    expect(saved).toMatchObject({ status: 200, body: { code: ResponseCode.SUCCESS } });

    const token = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
    const logs = await server.envelope<{ content: Record<string, unknown>[] }>(
      'monitor',
      `query { getErrorLogs(pageParam: { page: 0, size: 5 }) { code data {
        content { kind operation httpStatus message service url } } } }`,
      {},
      token,
    );
    expect(logs.data?.content).toContainEqual({
      kind: 'HTTP_FAILURE',
      operation: 'Bad Gateway',
      httpStatus: 502,
      message: 'POST /zabuni-dsms/api/signature/request: gateway down',
      service: 'uaa',
      url: '/pe-signature',
    });
  });

  it('refuses a report without its fields or beyond its limits', async () => {
    const missing = await server.post(path, { reason: 'x', status: 500 });
    expect(missing).toMatchObject({ status: 400, body: { code: ResponseCode.INVALID_INPUT } });
    const tooLong = await server.post(path, {
      reason: 'x'.repeat(121),
      status: 500,
      errorDescription: 'y',
    });
    expect(tooLong.status).toBe(400);
  });
});
