import { gql } from '@apollo/client';
import type { SpringPage } from '../../contract/paging';
import { unwrap, type Envelope } from '../responses';
import type { ResourceOperations } from './types';
import { toPageParam } from './paging';

/** Roles and users (uaa): which named operation answers each react-admin verb. */
export const roleFields =
  'id uuid name description institutionUuid institutionName isBaseRole permissions userCount active createdAt createdBy updatedAt updatedBy';
export const userFields =
  'id uuid email fullName salutation phone checkNumber userTypeEnum institutionId institutionUuid institutionName isInstitutionAdministrator active activationPending rolesListStrings roles { id uuid name } createdAt createdBy updatedAt';

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

/** Users are named by their numeric id in every operation (userDetails(id), activateUser(id), ...). */
type UserRecord = { id: string; roles?: { id: string }[] };
const withRoleIds = (user: UserRecord) => ({
  ...user,
  roleIds: (user.roles ?? []).map((r) => r.id),
});

const parseUserPage = (operation: string) => (result: unknown) => {
  const page = unwrap(result as Envelope<SpringPage<UserRecord>>, operation);
  return { data: page.content.map(withRoleIds), total: page.totalElements };
};
const parseUser = (operation: string) => (result: unknown) => ({
  data: withRoleIds(unwrap(result as Envelope<UserRecord>, operation)),
});

const userInput = (data: Record<string, unknown>, id?: unknown) => ({
  id: id ?? null,
  email: data.email,
  fullName: data.fullName,
  salutation: data.salutation || null,
  phone: data.phone || null,
  checkNumber: data.checkNumber || null,
  institutionId: id ? null : data.institutionId || null,
  roleIds: Array.isArray(data.roleIds) ? data.roleIds : [],
});

export const identityOperations: Record<string, ResourceOperations> = {
  roles: {
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
  },
  users: {
    getList: {
      operation: 'getAllUsersByInstitutionId',
      document: gql`
        query getAllUsersByInstitutionId($institutionId: ID, $pageable: PageableParamInput) {
          getAllUsersByInstitutionId(institutionId: $institutionId, pageable: $pageable) {
            code message status data { content { ${userFields} } totalElements }
          }
        }
      `,
      variables: (params) => ({
        institutionId: params.filter?.institutionId || null,
        pageable: toPageParam(params, {
          q: { fieldName: 'fullName', operation: 'LIKE' },
          email: { fieldName: 'email', operation: 'LIKE' },
          active: { fieldName: 'active', operation: 'EQ' },
          roleId: { fieldName: 'roleId', operation: 'EQ' },
        }),
      }),
      parse: parseUserPage('getAllUsersByInstitutionId'),
    },
    getOne: {
      operation: 'userDetails',
      document: gql`
        query userDetails($id: ID!) {
          userDetails(id: $id) { ${envelope(userFields)} }
        }
      `,
      variables: (params) => ({ id: String(params.id) }),
      parse: parseUser('userDetails'),
    },
    create: {
      operation: 'createUpdateUserAccount',
      document: gql`
        mutation createUpdateUserAccount($user: UserAccountInput!) {
          createUpdateUserAccount(user: $user) { ${envelope(userFields)} }
        }
      `,
      variables: (params) => ({ user: userInput(params.data) }),
      parse: parseUser('createUpdateUserAccount'),
    },
    update: {
      operation: 'updateUserAccount',
      document: gql`
        mutation updateUserAccount($id: ID!, $user: UserAccountInput!) {
          updateUserAccount(id: $id, user: $user) { ${envelope(userFields)} }
        }
      `,
      variables: (params) => ({ id: String(params.id), user: userInput(params.data, params.id) }),
      parse: parseUser('updateUserAccount'),
    },
    delete: {
      operation: 'deleteUser',
      document: gql`
        mutation deleteUser($id: ID, $userId: ID) {
          deleteUser(id: $id, userId: $userId) { ${envelope(userFields)} }
        }
      `,
      variables: (params) => ({ id: String(params.id) }),
      parse: parseUser('deleteUser'),
    },
  },
};
