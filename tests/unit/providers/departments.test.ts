import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/composition/dataProvider';
import { saveSession } from '../../../providers/session';
import { failureReason } from '../../../providers/responses';
import { buildCurrentUser, buildTokens } from '../support/builders';

const uaa = graphql.link('http://localhost:3000/zabuni-uaa/graphql');
// A refused call is also reported to the monitor service (kind RESPONSE_CODE).
const reported: Record<string, unknown>[] = [];
const server = setupServer(
  graphql
    .link('http://localhost:3000/zabuni-monitor/graphql')
    .mutation('saveErrorLog', ({ variables }) => {
      reported.push(variables.errorLog as Record<string, unknown>);
      return HttpResponse.json({ data: { saveErrorLog: { code: 9000 } } });
    }),
);
const seen: Record<string, unknown>[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
  sessionStorage.clear();
  saveSession(buildTokens());
});
afterEach(() => {
  server.resetHandlers();
  reported.length = 0;
});
afterAll(() => server.close());

const envelope = (data: unknown, code = 9000, message = 'Success') => ({
  code,
  message,
  status: code === 9000,
  data: code === 9000 ? data : null,
});
const department = {
  id: '12',
  uuid: '5b0c3c1e-8a7b-4f7e-9a34-0d2d8f2b6c11',
  name: 'Procurement Management Unit',
  code: 'PMU',
  isDefault: true,
  numberOfUsers: 2,
  version: 3,
};

describe('the departments operations', () => {
  it('pages departments with the name search and the institution a platform admin picked', async () => {
    server.use(
      uaa.query('allDepartmentsPageable', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({
          data: { allDepartmentsPageable: envelope({ content: [department], totalElements: 31 }) },
        });
      }),
    );
    const result = await dataProvider.getList('departments', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'unit', institutionUuid: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' },
    });
    expect(seen[0]).toEqual({
      pageParam: {
        page: 1,
        size: 25,
        sortBy: 'name',
        sortDirection: 'ASC',
        filters: [{ fieldName: 'q', operation: 'LIKE', value1: 'unit' }],
      },
      institutionUuid: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    });
    // The spec's operations name departments by their numeric id, so the record keeps it.
    expect(result).toMatchObject({ total: 31, data: [{ id: '12', name: department.name }] });
  });

  it("pages a department's users by departmentId, apart from the search filter", async () => {
    server.use(
      uaa.query('getAllUsersByDepartment', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({
          data: {
            getAllUsersByDepartment: envelope({
              content: [{ id: '7', fullName: 'Amina Juma', isHeadOfDepartment: true }],
              totalElements: 1,
            }),
          },
        });
      }),
    );
    const result = await dataProvider.getList('department-users', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'fullName', order: 'ASC' },
      filter: { departmentId: '12', q: 'ami' },
    });
    expect(seen[0]).toEqual({
      departmentId: '12',
      pageParam: {
        page: 0,
        size: 10,
        sortBy: 'fullName',
        sortDirection: 'ASC',
        filters: [{ fieldName: 'q', operation: 'LIKE', value1: 'ami' }],
      },
    });
    expect(result.data).toEqual([{ id: '7', fullName: 'Amina Juma', isHeadOfDepartment: true }]);
  });

  it('edits through addNewDepartment with the uuid, and deletes by id and uuid', async () => {
    server.use(
      uaa.mutation('addNewDepartment', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({
          data: { addNewDepartment: envelope({ ...department, name: 'PMU' }, 9000, 'Edited') },
        });
      }),
      uaa.mutation('deleteDepartment', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({
          data: {
            deleteDepartment: envelope(
              null,
              9007,
              'The department has 2 users; remove them before deleting it',
            ),
          },
        });
      }),
    );
    await dataProvider.update('departments', {
      id: '12',
      data: { name: 'PMU', code: 'PMU', isDefault: true, active: true, version: 3 },
      previousData: department,
    });
    expect(seen[0]).toEqual({
      department: {
        uuid: department.uuid,
        name: 'PMU',
        code: 'PMU',
        isDefault: true,
        active: true,
        institutionUuid: null,
        version: 3,
      },
    });
    const refusal = await dataProvider
      .delete('departments', { id: '12', previousData: department })
      .catch((error: unknown) => error);
    expect(seen[1]).toEqual({ id: '12', uuid: department.uuid, version: 3 });
    // 'Operation failed: {message}' shows the server's reason, not only the code's description.
    expect(failureReason(refusal)).toBe(
      'The department has 2 users; remove them before deleting it',
    );
    await expect.poll(() => reported.length).toBe(1);
    expect(reported[0]).toMatchObject({ operation: 'deleteDepartment', code: 9007 });
  });
});

describe('the hasDepartment flag', () => {
  it('is kept in local storage under the spec key from the signed-in user', () => {
    saveSession(buildTokens({ user: buildCurrentUser({ hasDepartment: true }) }));
    expect(localStorage.getItem('hasDepartment')).toBe('true');
    saveSession(buildTokens({ user: buildCurrentUser({ hasDepartment: false }) }));
    expect(localStorage.getItem('hasDepartment')).toBe('false');
  });
});
