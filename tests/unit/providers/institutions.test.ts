import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/composition/dataProvider';
import { saveSession } from '../../../providers/session';
import { buildTokens } from '../support/builders';
import { serverReasonOf } from '../../../resources/shared/useNotifyFailure';

const uaa = graphql.link('http://localhost:3000/zabuni-uaa/graphql');
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

const envelope = (data: unknown) => ({ code: 9000, message: 'Success', status: true, data });
const CATEGORY_UUID = '2f4c6a8e-1b3d-4f5a-8c7e-9d0b1a2c3e4f';
const water = {
  uuid: '5b0c3c1e-8a7b-4f7e-9a34-0d2d8f2b6c11',
  institutionId: '12',
  name: 'Ministry of Water',
  isLowerLevel: false,
  active: true,
};

describe('the institutions operations', () => {
  it('pages institutions with the category, level and name filters, keeping the numeric id', async () => {
    server.use(
      uaa.query('listOfInstitutions', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({
          data: { listOfInstitutions: envelope({ content: [water], totalElements: 41 }) },
        });
      }),
    );
    const result = await dataProvider.getList('institutions', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'water', categoryUuid: CATEGORY_UUID, isLowerLevel: false, active: undefined },
    });
    expect(seen[0]).toEqual({
      pageParam: {
        page: 1,
        size: 20,
        sortBy: 'name',
        sortDirection: 'DESC',
        filters: [
          { fieldName: 'q', operation: 'LIKE', value1: 'water' },
          { fieldName: 'categoryUuid', operation: 'EQ', value1: CATEGORY_UUID },
          { fieldName: 'isLowerLevel', operation: 'EQ', value1: 'false' },
        ],
      },
    });
    // react-admin's id is the uuid; activateInstitution(id) needs the numeric one.
    expect(result).toMatchObject({
      total: 41,
      data: [{ id: water.uuid, institutionId: '12', name: 'Ministry of Water' }],
    });
  });

  it("keeps the server's reason of a refused delete where the failure toast reads it", async () => {
    const reason = 'Ministry of Water has 2 user account(s): remove them first';
    server.use(
      uaa.mutation('deleteProcuringEntityByUuid', () =>
        HttpResponse.json({
          data: {
            deleteProcuringEntityByUuid: { code: 9003, message: reason, status: false, data: null },
          },
        }),
      ),
    );
    const refusal = await dataProvider.delete('institutions', { id: water.uuid }).then(
      () => undefined,
      (error: unknown) => error,
    );
    // react-admin's verbs wrap the envelope's error: the reason is found inside it all the same.
    expect(refusal).toBeDefined();
    expect(serverReasonOf(refusal)).toBe(reason);
    expect(serverReasonOf(new Error('Failed to fetch'))).toBeNull();
  });

  it('saves a main institution without a parent, whatever the form still held', async () => {
    server.use(
      uaa.mutation('createUpdateInstitutions', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({ data: { createUpdateInstitutions: envelope(water) } });
      }),
    );
    await dataProvider.update('institutions', {
      id: water.uuid,
      data: {
        ...water,
        version: 2,
        code: '',
        categoryUuid: CATEGORY_UUID,
        isLowerLevel: false,
        parentUuid: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
        email: 'info@maji.go.tz',
      },
      previousData: water,
    });
    expect(seen[0]).toEqual({
      institution: {
        uuid: water.uuid,
        name: 'Ministry of Water',
        code: null,
        categoryUuid: CATEGORY_UUID,
        isLowerLevel: false,
        parentUuid: null,
        email: 'info@maji.go.tz',
        active: true,
        version: 2,
      },
    });
  });

  it('reads one category through the list filtered by its uuid, and says when it is gone', async () => {
    const ministry = { id: CATEGORY_UUID, uuid: CATEGORY_UUID, name: 'Ministry', active: true };
    let content = [ministry];
    server.use(
      uaa.query('allProcuringEntityCategories', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({
          data: {
            allProcuringEntityCategories: envelope({ content, totalElements: content.length }),
          },
        });
      }),
    );
    const found = await dataProvider.getOne('institution-categories', { id: CATEGORY_UUID });
    expect(seen[0]).toEqual({
      pageParam: {
        page: 0,
        size: 1,
        sortDirection: 'ASC',
        filters: [{ fieldName: 'uuid', operation: 'EQ', value1: CATEGORY_UUID }],
      },
    });
    expect(found.data).toMatchObject({ id: CATEGORY_UUID, name: 'Ministry' });
    content = [];
    await expect(
      dataProvider.getOne('institution-categories', { id: CATEGORY_UUID }),
    ).rejects.toThrow('zabuni.responseCodes.9002');
  });
});
