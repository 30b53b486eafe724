import { gql } from '@apollo/client';
import type { SpringPage } from '../../contract/paging';
import { unwrap, type Envelope } from '../../providers/responses';
import { toPageParam } from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

const roleFields =
  'id uuid name description institutionUuid institutionName isBaseRole permissions userCount active createdAt createdBy updatedAt updatedBy';

const envelope = (data: string) => `code message status data { ${data} }`;

const roleInput = (data: Record<string, unknown>, uuid?: unknown) => ({
  role: {
    uuid: uuid ?? null,
    // Role names are written STORES_OFFICER (the server's rule): spaces become underscores.
    name: String(data.name ?? '')
      .trim()
      .toUpperCase()
      .replace(/\s+/g, '_'),
    description: data.description || null,
    institutionUuid: uuid ? null : data.institutionUuid || null,
    active: data.active ?? true,
  },
});

/**
 * Roles are named by uuid in react-admin (getRoleByUuid(uuid)); assignPermission wants the numeric id,
 * kept as roleId.
 */
type RoleRecord = { id: string; uuid: string };
const withRoleId = (role: RoleRecord) => ({ ...role, roleId: role.id, id: role.uuid });
const parseRolePage = (operation: string) => (result: unknown) => {
  const page = unwrap(result as Envelope<SpringPage<RoleRecord>>, operation);
  return { data: page.content.map(withRoleId), total: page.totalElements };
};
const parseRole = (operation: string) => (result: unknown) => ({
  data: withRoleId(unwrap(result as Envelope<RoleRecord>, operation)),
});

const saveRole = {
  operation: 'createUpdateRole',
  document: gql`
    mutation createUpdateRole($role: RoleInput!) {
      createUpdateRole(role: $role) { ${envelope(roleFields)} }
    }
  `,
  parse: parseRole('createUpdateRole'),
};

/** Roles (uaa): which named operation answers each react-admin verb. */
export const roleOperations: ResourceOperations = {
  service: 'uaa',
  getList: {
    operation: 'allRolesPageable',
    document: gql`
      query allRolesPageable($pageParam: PageableParamInput, $institutionUuid: String) {
        allRolesPageable(pageParam: $pageParam, institutionUuid: $institutionUuid) {
          code message status data { content { ${roleFields} } totalElements }
        }
      }
    `,
    variables: (params) => ({
      institutionUuid: params.filter?.institutionUuid || null,
      pageParam: toPageParam(params, {
        q: { fieldName: 'name', operation: 'LIKE' },
        active: { fieldName: 'active', operation: 'EQ' },
      }),
    }),
    parse: parseRolePage('allRolesPageable'),
  },
  getOne: {
    operation: 'getRoleByUuid',
    document: gql`
      query getRoleByUuid($uuid: String!) {
        getRoleByUuid(uuid: $uuid) { ${envelope(roleFields)} }
      }
    `,
    variables: (params) => ({ uuid: String(params.id) }),
    parse: parseRole('getRoleByUuid'),
  },
  create: { ...saveRole, variables: (params) => roleInput(params.data) },
  update: { ...saveRole, variables: (params) => roleInput(params.data, params.id) },
  delete: {
    operation: 'deleteRole',
    document: gql`
      mutation deleteRole($roleUuid: String, $roleId: ID) {
        deleteRole(roleUuid: $roleUuid, roleId: $roleId) { ${envelope(roleFields)} }
      }
    `,
    variables: (params) => ({ roleUuid: String(params.id), roleId: null }),
    parse: parseRole('deleteRole'),
  },
};
