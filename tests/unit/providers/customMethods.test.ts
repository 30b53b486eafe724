import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/composition/dataProvider';
import { requestSignature } from '../../../custom-pages/signature-wizard/dsmsApi';
import { lazyDataProvider } from '../../../src/composition/lazyDataProvider';
import { saveSession } from '../../../providers/session';
import { onSessionExpired, resetSessionExpired } from '../../../providers/sessionEvents';
import { buildCurrentUser, buildTokens } from '../support/builders';

/** Every service but the monitor, which gets its own handler below. */
const serviceGraphql = /\/zabuni-(uaa|app)\/graphql$/;
const monitorGraphql = 'http://localhost:3000/zabuni-monitor/graphql';
/** Failed requests go to the auth service (public-onboarding-area.md 7.2). */
const authFailureReport = 'http://localhost:3000/zabuni-uaa/auth/report-http-failure';

const server = setupServer();
const reports: Record<string, unknown>[] = [];
const failureReports: Record<string, unknown>[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  reports.length = 0;
  failureReports.length = 0;
  sessionStorage.clear();
  saveSession(buildTokens());
  localStorage.setItem('RaStore.locale', '"sw"');
  resetSessionExpired();
  server.use(
    http.post(monitorGraphql, async ({ request }) => {
      const { variables } = (await request.json()) as {
        variables: { errorLog: Record<string, unknown> };
      };
      reports.push(variables.errorLog);
      return HttpResponse.json({ data: { saveErrorLog: { code: 9000 } } });
    }),
    http.post(authFailureReport, async ({ request }) => {
      failureReports.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ status: true, code: 9000, message: 'Saved' });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const ok = (body: Record<string, unknown>) => ({
  code: 9000,
  message: 'Success',
  status: true,
  ...body,
});

/** A call each screen makes outside react-admin's verbs, with a successful answer and its result. */
const calls = [
  {
    screen: 'the signature wizard',
    operation: 'updateSignatureRequestUser',
    call: () => dataProvider.updateSignatureRequestUser({ uuid: 'u-1' }),
    answer: ok({ data: { uuid: 'u-1', signatureRequestedAt: '2026-11-01T08:00:00Z' } }),
    result: { uuid: 'u-1', signatureRequestedAt: '2026-11-01T08:00:00Z' },
  },
  {
    screen: 'the home counters',
    operation: 'getMyTasksSummary',
    call: () => dataProvider.getMyTasksSummary(),
    answer: ok({ dataList: [{ idadi: 3, model: 'Tender' }] }),
    result: [{ idadi: 3, model: 'Tender', link: 'modules/app-management/my-task' }],
  },
  {
    screen: 'the financial-year panel (its years)',
    operation: 'getFinancialYearsRest',
    call: () => dataProvider.getFinancialYearsRest(),
    answer: ok({ dataList: [] }),
    result: [],
  },
  {
    screen: 'the financial-year panel (switching the current year)',
    operation: 'updateCurrentFinancialYear',
    call: () =>
      dataProvider.updateCurrentFinancialYear({
        newFinancialYearUuid: 'fy-2',
        currentFinancialYearUuid: 'fy-1',
      }),
    answer: ok({ data: { financialYear: { uuid: 'fy-2', code: '2027/2028', isCurrent: true } } }),
    result: { financialYear: { uuid: 'fy-2', code: '2027/2028', isCurrent: true } },
  },
];

/** Answers the next service call with `respond`, keeping the request it received. */
function answerWith(respond: () => Response) {
  const requests: Request[] = [];
  server.use(
    http.post(serviceGraphql, ({ request }) => {
      requests.push(request.clone());
      return respond();
    }),
  );
  return requests;
}

describe.each(calls)(
  'a custom call of $screen ($operation)',
  ({ operation, call, answer, result }) => {
    it('carries Authorization, Content-Language and user-uuid, and answers the parsed data', async () => {
      const requests = answerWith(() => HttpResponse.json({ data: { [operation]: answer } }));
      await expect(call()).resolves.toEqual(result);
      const headers = requests[0].headers;
      expect(headers.get('authorization')).toBe('Bearer access-1');
      expect(headers.get('content-language')).toBe('sw');
      expect(headers.get('user-uuid')).toBe(buildCurrentUser().uuid);
      expect(((await requests[0].json()) as { query: string }).query).toContain(operation);
    });

    it('reports an HTTP 500 to the auth service with reason, status and error description', async () => {
      answerWith(() =>
        HttpResponse.json(
          { message: 'boom' },
          { status: 500, statusText: 'Internal Server Error' },
        ),
      );
      await expect(call()).rejects.toThrow();
      await vi.waitFor(() =>
        expect(failureReports).toContainEqual(
          expect.objectContaining({
            reason: 'Internal Server Error',
            status: 500,
            errorDescription: `${operation}: boom`,
          }),
        ),
      );
      expect(reports.filter((report) => report.kind === 'HTTP_FAILURE')).toEqual([]);
    });

    it('reports a request that got no answer (status 0) to the auth service', async () => {
      answerWith(() => HttpResponse.error());
      await expect(call()).rejects.toThrow();
      await vi.waitFor(() =>
        expect(failureReports).toContainEqual(
          expect.objectContaining({ reason: 'No response', status: 0 }),
        ),
      );
    });

    it('reports an errors response to the monitor service and rejects with its message', async () => {
      answerWith(() => HttpResponse.json({ errors: [{ message: 'Unexpected error.' }] }));
      await expect(call()).rejects.toThrow('Unexpected error.');
      await vi.waitFor(() =>
        expect(reports).toContainEqual(
          expect.objectContaining({
            kind: 'GRAPHQL_ERROR',
            operation,
            message: 'Unexpected error.',
          }),
        ),
      );
    });

    it('announces the end of the session on a 401', async () => {
      const expired = vi.fn();
      const stopListening = onSessionExpired(expired);
      answerWith(() => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }));
      await expect(call()).rejects.toThrow();
      expect(expired).toHaveBeenCalledOnce();
      stopListening();
    });
  },
);

describe("the signature wizard's dsms calls (REST)", () => {
  const signatureRequest = 'http://localhost:3000/zabuni-dsms/api/signature/request';
  const request = { userId: 'u-1', commonName: 'a@b.tz', password: 'secret-phrase' };

  it('carry Authorization, Content-Language and user-uuid', async () => {
    const received: Request[] = [];
    server.use(
      http.post(signatureRequest, ({ request: sent }) => {
        received.push(sent.clone());
        return HttpResponse.json({ message: 'SUCCESS', data: null });
      }),
    );
    await expect(requestSignature(request)).resolves.toEqual({ message: 'SUCCESS', data: null });
    expect(received[0].headers.get('authorization')).toBe('Bearer access-1');
    expect(received[0].headers.get('content-language')).toBe('sw');
    expect(received[0].headers.get('user-uuid')).toBe(buildCurrentUser().uuid);
  });

  it('report a failure to the auth service with reason, status and error description', async () => {
    server.use(
      http.post(signatureRequest, () =>
        HttpResponse.text('gateway down', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    await expect(requestSignature(request)).resolves.toMatchObject({ message: 'ERROR' });
    await vi.waitFor(() =>
      expect(failureReports).toEqual([
        {
          reason: 'Bad Gateway',
          status: 502,
          errorDescription: 'POST /zabuni-dsms/api/signature/request: gateway down',
          url: '/',
        },
      ]),
    );
  });

  it('announce the end of the session on a 401', async () => {
    const expired = vi.fn();
    const stopListening = onSessionExpired(expired);
    server.use(
      http.post(signatureRequest, () => HttpResponse.json({ message: 'x' }, { status: 401 })),
    );
    await requestSignature(request);
    expect(expired).toHaveBeenCalledOnce();
    stopListening();
  });
});

describe('the lazy data provider', () => {
  it('forwards custom methods by name once the data provider has loaded', async () => {
    answerWith(() => HttpResponse.json({ data: { getMyTasksSummary: ok({ dataList: [] }) } }));
    await expect(lazyDataProvider.getMyTasksSummary()).resolves.toEqual([]);
  });

  it('names a method the data provider does not have', async () => {
    await expect(lazyDataProvider.getMyTaskSummary()).rejects.toThrow(
      'Unknown data provider method "getMyTaskSummary"',
    );
  });
});
