import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/composition/dataProvider';
import { saveSession } from '../../../providers/session';
import { buildTokens } from '../support/builders';

/** The planning lists' rows of the app reference operation table, over the app service's endpoint. */
const app = graphql.link('http://localhost:3000/zabuni-app/graphql');
// A refused call is also reported to the monitor service.
const server = setupServer(
  graphql
    .link('http://localhost:3000/zabuni-monitor/graphql')
    .mutation('saveErrorLog', () => HttpResponse.json({ data: { saveErrorLog: { code: 9000 } } })),
);
const seen: Record<string, unknown>[] = [];

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
  data: code === 9000 ? data : null,
});

const need = {
  uuid: '3f2a1b0c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  departmentName: 'ICT',
  description: 'Laptops for the registry',
  quantity: 12,
  estimatedAmount: 30000000,
  status: 'DRAFT',
  createdAt: '2026-11-20T08:00:00.000Z',
  createdBy: 'pmu@example.go.tz',
  updatedAt: null,
  updatedBy: null,
  version: 3,
  financialYear: { uuid: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', code: '2026/2027' },
  procurementCategory: { uuid: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', name: 'Goods' },
  unitOfMeasure: null,
  gfsCode: { uuid: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', code: '22010101', description: 'ICT' },
};
const tenderUuid = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const lot = {
  uuid: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a',
  lotNumber: 2,
  title: 'Desktop computers',
  description: null,
  estimatedAmount: 12500000,
  lotGroup: { uuid: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', name: 'ICT equipment' },
  createdAt: '2026-11-21T08:00:00.000Z',
};

describe('the departmental needs operations', () => {
  it('pages needs with the spec filters and reads the page under data.items', async () => {
    server.use(
      app.query('getDepartmentalNeeds', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({
          data: {
            getDepartmentalNeeds: envelope({ items: { rows: [need], totalRecords: 26 } }),
          },
        });
      }),
    );
    const result = await dataProvider.getList('departmental-needs', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'laptop', departmentName: 'ICT', status: 'DRAFT' },
    });
    expect(seen[0]).toEqual({
      input: {
        page: 2,
        pageSize: 25,
        fields: [],
        sortBy: 'createdAt',
        sortDirection: 'DESC',
        mustHaveFilters: [
          { fieldName: 'q', operation: 'LIKE', value1: 'laptop' },
          { fieldName: 'departmentName', operation: 'LIKE', value1: 'ICT' },
          { fieldName: 'status', operation: 'EQ', value1: 'DRAFT' },
        ],
      },
    });
    expect(result.total).toBe(26);
    // The form edits the related records' uuids, flattened beside them.
    expect(result.data[0]).toMatchObject({
      id: need.uuid,
      financialYearUuid: need.financialYear.uuid,
      procurementCategoryUuid: need.procurementCategory.uuid,
      unitOfMeasureUuid: null,
      gfsCodeUuid: need.gfsCode.uuid,
    });
  });

  it('updates a listed need with exactly the input fields and its uuid', async () => {
    server.use(
      app.query('getDepartmentalNeeds', () =>
        HttpResponse.json({
          data: { getDepartmentalNeeds: envelope({ items: { rows: [need], totalRecords: 1 } }) },
        }),
      ),
      app.mutation('createUpdateDepartmentalNeed', ({ variables }) => {
        seen.push(variables);
        const saved = { ...need, status: 'SUBMITTED' };
        return HttpResponse.json({
          data: { createUpdateDepartmentalNeed: envelope(saved, 9000, 'Updated Successfully') },
        });
      }),
    );
    // The edit screen edits the listed record (there is no find operation).
    const listed = await dataProvider.getList('departmental-needs', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    const record = listed.data[0];
    const saved = await dataProvider.update('departmental-needs', {
      id: record.id,
      data: { ...record, status: 'SUBMITTED', unitOfMeasureUuid: '' },
      previousData: record,
    });
    expect(seen[0]).toEqual({
      departmentalNeed: {
        uuid: need.uuid,
        financialYearUuid: need.financialYear.uuid,
        departmentName: 'ICT',
        description: 'Laptops for the registry',
        procurementCategoryUuid: need.procurementCategory.uuid,
        quantity: 12,
        unitOfMeasureUuid: null,
        estimatedAmount: 30000000,
        gfsCodeUuid: need.gfsCode.uuid,
        status: 'SUBMITTED',
        // The version the form read: the server refuses a stale save (decision 103).
        version: 3,
      },
    });
    expect(saved.data).toMatchObject({ id: need.uuid, status: 'SUBMITTED' });
  });

  it('deletes by uuid and reports a refusal with its response code', async () => {
    server.use(
      app.mutation('deleteDepartmentalNeed', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({
          data: {
            deleteDepartmentalNeed: envelope(
              null,
              9005,
              'The need is part of the annual procurement plan',
            ),
          },
        });
      }),
    );
    await expect(
      dataProvider.delete('departmental-needs', {
        id: need.uuid,
        previousData: { id: need.uuid, version: 3 },
      }),
    ).rejects.toMatchObject({
      message: 'zabuni.responseCodes.9005',
      body: { code: 9005, serverMessage: 'The need is part of the annual procurement plan' },
    });
    expect(seen[0]).toEqual({ uuid: need.uuid, version: 3 });
  });
});

describe('the tender lots operations', () => {
  it("pages one tender's lots with the title search, each row keeping its tender", async () => {
    server.use(
      app.query('getTenderLots', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({
          data: { getTenderLots: envelope({ rows: [lot], totalRecords: 3 }) },
        });
      }),
    );
    const result = await dataProvider.getList('tender-lots', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'lotNumber', order: 'ASC' },
      filter: { tenderUuid, q: 'desk' },
    });
    expect(seen[0]).toEqual({
      tenderUuid,
      input: {
        page: 1,
        pageSize: 25,
        fields: [],
        sortBy: 'lotNumber',
        sortDirection: 'ASC',
        mustHaveFilters: [{ fieldName: 'q', operation: 'LIKE', value1: 'desk' }],
      },
    });
    expect(result).toMatchObject({
      total: 3,
      data: [{ id: lot.uuid, tenderUuid, lotGroupUuid: lot.lotGroup.uuid, lotNumber: 2 }],
    });
  });

  it('creates a lot on its tender, without a uuid', async () => {
    server.use(
      app.mutation('createUpdateTenderLot', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({
          data: { createUpdateTenderLot: envelope(lot, 9000, 'Saved Successfully') },
        });
      }),
    );
    const created = await dataProvider.create('tender-lots', {
      data: { tenderUuid, lotNumber: 2, title: 'Desktop computers', description: '' },
    });
    expect(seen[0]).toEqual({
      tenderLot: {
        uuid: null,
        tenderUuid,
        lotNumber: 2,
        title: 'Desktop computers',
        description: null,
      },
    });
    expect(created.data).toMatchObject({
      id: lot.uuid,
      tenderUuid,
      lotGroupUuid: lot.lotGroup.uuid,
    });
  });
});
