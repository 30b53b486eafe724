import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findMapping } from '../../../src/composition/operationTable';
import { dataProvider } from '../../../src/composition/dataProvider';
import { saveSession } from '../../../providers/session';
import { buildChargeType, buildTokens } from '../support/builders';

const billing = graphql.link('http://localhost:3000/zabuni-billing/graphql');
const monitor = graphql.link('http://localhost:3000/zabuni-monitor/graphql');
const server = setupServer();
const seen: { operation: string; variables: Record<string, unknown>; auth: string | null }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
  sessionStorage.clear();
  saveSession(buildTokens());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const envelope = (data: unknown, code = 9000, message = 'Success') => ({
  code,
  message,
  status: code === 9000,
  data,
});

describe('the operation table', () => {
  it('sends getList to getAllChargeTypes on the billing service with paging, sort and filters', async () => {
    server.use(
      billing.query('getAllChargeTypes', ({ variables, request }) => {
        seen.push({
          operation: 'getAllChargeTypes',
          variables,
          auth: request.headers.get('authorization'),
        });
        return HttpResponse.json({
          data: {
            getAllChargeTypes: envelope({ content: [buildChargeType()], totalElements: 41 }),
          },
        });
      }),
    );
    const result = await dataProvider.getList('charge-types', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'fee', active: false },
    });
    expect(seen[0].variables).toEqual({
      deleted: false,
      pageParam: {
        page: 2,
        size: 10,
        sortBy: 'createdAt',
        sortDirection: 'DESC',
        filters: [
          { fieldName: 'q', operation: 'LIKE', value1: 'fee' },
          { fieldName: 'active', operation: 'EQ', value1: 'false' },
        ],
      },
    });
    expect(seen[0].auth).toBe('Bearer access-1');
    expect(result.total).toBe(41);
    expect(result.data[0]).toMatchObject({
      id: buildChargeType().uuid,
      name: 'Tender document fee',
    });
  });

  it('maps create and update onto createUpdateChargeType, with the uuid only for update', async () => {
    server.use(
      billing.mutation('createUpdateChargeType', ({ variables }) => {
        seen.push({ operation: 'createUpdateChargeType', variables, auth: null });
        const dto = variables.chargeTypeDto as { uuid: string | null; name: string };
        return HttpResponse.json({
          data: {
            createUpdateChargeType: envelope(
              buildChargeType({
                uuid: dto.uuid ?? '0d9c1f4e-3b2a-4d5e-8f7a-6b5c4d3e2f1a',
                name: dto.name,
              }),
            ),
          },
        });
      }),
    );
    const created = await dataProvider.create('charge-types', {
      data: { name: 'Appeal fee', unitOfMeasure: '' },
    });
    await dataProvider.update('charge-types', {
      id: created.data.id,
      data: { name: 'Appeal filing fee', active: false, version: 1 },
      previousData: created.data,
    });
    expect(seen.map((s) => s.variables)).toEqual([
      // A save sends the fields the form holds ('' as null); what it leaves out, the server keeps.
      { chargeTypeDto: { uuid: null, name: 'Appeal fee', unitOfMeasure: null } },
      {
        chargeTypeDto: {
          uuid: '0d9c1f4e-3b2a-4d5e-8f7a-6b5c4d3e2f1a',
          name: 'Appeal filing fee',
          active: false,
          // The version the form was read at: the server refuses it once someone saved after it.
          version: 1,
        },
      },
    ]);
  });

  it('turns a code other than 9000 into an error carrying the catalogue text key, and reports it', async () => {
    const reports: Record<string, unknown>[] = [];
    server.use(
      billing.mutation('deleteChargeTypeByUuid', () =>
        HttpResponse.json({
          data: { deleteChargeTypeByUuid: envelope(null, 9002, 'Record not found') },
        }),
      ),
      monitor.mutation('saveErrorLog', ({ variables }) => {
        reports.push(variables.errorLog as Record<string, unknown>);
        return HttpResponse.json({ data: { saveErrorLog: { code: 9000 } } });
      }),
    );
    await expect(
      dataProvider.delete('charge-types', { id: 'b7c2b8e4-1d2a-4c55-9f6e-2a1f0c9d8e01' }),
    ).rejects.toThrow('zabuni.responseCodes.9002');
    // The monitor service hears of the refusal, with the operation and its code.
    await vi.waitFor(() =>
      expect(reports).toEqual([
        expect.objectContaining({
          kind: 'RESPONSE_CODE',
          operation: 'deleteChargeTypeByUuid',
          code: 9002,
          message: 'Record not found',
        }),
      ]),
    );
  });

  it('reports an HTTP 401 with its status, so the auth provider ends the session', async () => {
    server.use(
      http.post('http://localhost:3000/zabuni-billing/graphql', () =>
        HttpResponse.json({ code: 9005, message: 'expired' }, { status: 401 }),
      ),
    );
    await expect(
      dataProvider.getOne('charge-types', { id: 'b7c2b8e4-1d2a-4c55-9f6e-2a1f0c9d8e01' }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('refreshes the access token first when 50 seconds or less are left', async () => {
    saveSession(buildTokens({ expires_in: 40 }));
    server.use(
      http.post('http://localhost:3000/zabuni-uaa/auth/refresh', async ({ request }) => {
        expect(await request.json()).toEqual({ refresh_token: 'refresh-1' });
        return HttpResponse.json(
          buildTokens({ access_token: 'access-2', refresh_token: 'refresh-2' }),
        );
      }),
      billing.query('findChargeTypeByUuid', ({ request }) => {
        seen.push({
          operation: 'findChargeTypeByUuid',
          variables: {},
          auth: request.headers.get('authorization'),
        });
        return HttpResponse.json({ data: { findChargeTypeByUuid: envelope(buildChargeType()) } });
      }),
    );
    await dataProvider.getOne('charge-types', { id: buildChargeType().uuid });
    expect(seen[0].auth).toBe('Bearer access-2');
    expect(sessionStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('fails loudly for an unknown resource or verb, naming what is known', () => {
    expect(() => findMapping('tenders', 'GET_LIST')).toThrow(/known resources: .*charge-types/);
    expect(() => findMapping('charge-types', 'GET_MANY')).toThrow(/supports getList, getOne/);
  });
});
