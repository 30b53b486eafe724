import type { GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { roleOperations } from '../../../resources/roles/operations';
import { userOperations } from '../../../resources/users/operations';

const listParams = (filter: Record<string, unknown>): GetListParams => ({
  pagination: { page: 2, perPage: 10 },
  sort: { field: 'name', order: 'ASC' },
  filter,
});

describe('the roles and users operation table', () => {
  it('pages roles of a chosen institution by name, and keeps the numeric id as roleId', () => {
    const roles = roleOperations;
    expect(roles.getList!.variables(listParams({ q: 'officer', institutionUuid: 'u-1' }))).toEqual({
      institutionUuid: 'u-1',
      pageParam: {
        page: 1,
        size: 10,
        sortBy: 'name',
        sortDirection: 'ASC',
        filters: [{ fieldName: 'q', operation: 'LIKE', value1: 'officer' }],
      },
    });
    const parsed = roles.getList!.parse(
      {
        code: 9000,
        message: 'Success',
        status: true,
        data: {
          content: [{ numericId: '7', uuid: 'role-uuid', name: 'STORES_OFFICER' }],
          totalElements: 1,
        },
      },
      listParams({}),
    );
    expect(parsed).toEqual({
      data: [
        { id: 'role-uuid', numericId: '7', roleId: '7', uuid: 'role-uuid', name: 'STORES_OFFICER' },
      ],
      total: 1,
    });
  });

  it('sends a typed role name as the server spells role names', () => {
    const variables = roleOperations.create!.variables({
      data: { name: ' stores officer ', description: '', institutionUuid: 'u-2' },
    });
    // Trimmed, upper case, spaces as underscores: the server's rule for role names.
    expect(variables).toEqual({
      role: {
        uuid: null,
        name: 'STORES_OFFICER',
        description: null,
        institutionUuid: 'u-2',
        active: true,
        requiresSecondFactor: false,
      },
    });
  });

  it('filters users by name, email, active and role, and names them by their numeric id', () => {
    const users = userOperations;
    const variables = users.getList!.variables(
      listParams({ q: 'daudi', email: 'water', active: false, roleId: '3', institutionId: '9' }),
    );
    expect(variables.institutionId).toBe('9');
    expect((variables.pageable as { filters: unknown[] }).filters).toEqual([
      { fieldName: 'q', operation: 'LIKE', value1: 'daudi' },
      { fieldName: 'email', operation: 'LIKE', value1: 'water' },
      { fieldName: 'active', operation: 'EQ', value1: 'false' },
      { fieldName: 'roleId', operation: 'EQ', value1: '3' },
    ]);
    const parsed = users.getOne!.parse(
      {
        code: 9000,
        message: 'Success',
        status: true,
        data: { id: '12', uuid: 'user-uuid', roles: [{ id: '3', name: 'HEAD_OF_PMU' }] },
      },
      { id: '12' },
    );
    expect(parsed.data).toMatchObject({ id: '12', roleIds: ['3'] });
    expect(
      users.update!.variables({
        id: '12',
        data: {
          fullName: 'Daudi Mussa',
          email: 'd@water.go.tz',
          roleIds: ['3'],
          phone: '',
          version: 5,
        },
        previousData: { id: '12', version: 5 },
      }),
    ).toEqual({
      id: '12',
      user: {
        id: '12',
        email: 'd@water.go.tz',
        fullName: 'Daudi Mussa',
        salutation: null,
        phone: null,
        checkNumber: null,
        institutionId: null,
        // An edit leaves the roles to assignRoleToUser (tests/unit/resources/userRoles.test.tsx).
        roleIds: null,
        version: 5,
      },
    });
  });
});
