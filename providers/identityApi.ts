import type { SpringPage } from '../contract/paging';
import { graphqlRequest } from './graphqlRequest';

/** Calls of the roles and users screens that are not a resource verb. */
export interface PermissionGroup {
  groupName: string;
  permissions: { name: string; description: string }[];
}

export const loadPermissionGroups = () =>
  graphqlRequest<PermissionGroup[]>(
    'getAllPermissionsGrouped',
    '{ getAllPermissionsGrouped { code message status dataList { groupName permissions { name description } } } }',
  );

/** The role's permissions become exactly these (assignPermission(permissions, roleId)). */
export const assignPermissions = (permissions: string[], roleId: string) =>
  graphqlRequest<{ permissions: string[] }>(
    'assignPermission',
    'mutation ($permissions: [String!]!, $roleId: ID!) { assignPermission(permissions: $permissions, roleId: $roleId) { code message status data { uuid permissions } } }',
    { permissions, roleId },
  );

export const copyRoleToInstitution = (institutionUuid: string, roleUuid: string) =>
  graphqlRequest<{ uuid: string }>(
    'copyRoleToOtherInstitution',
    'mutation ($institutionUuid: String!, $roleUuid: String!) { copyRoleToOtherInstitution(institutionUuid: $institutionUuid, roleUuid: $roleUuid) { code message status data { uuid } } }',
    { institutionUuid, roleUuid },
  );

export const setUserActive = (id: string, active: boolean) => {
  const operation = active ? 'activateUser' : 'deactivateUser';
  return graphqlRequest<{ id: string; active: boolean }>(
    operation,
    `mutation ($id: ID!) { ${operation}(id: $id) { code message status data { id active } } }`,
    { id },
  );
};

export interface RoleChoice {
  id: string;
  name: string;
  isBaseRole: boolean;
}

/**
 * The roles one may give: in one's own institution (listOfRoles), or, for a platform administrator
 * working on another institution's account, that institution's and the base roles (allRolesPageable).
 */
export const loadRoleChoices = async (institutionUuid?: string) => {
  if (!institutionUuid) {
    return graphqlRequest<RoleChoice[]>(
      'listOfRoles',
      '{ listOfRoles { code message status dataList { id name isBaseRole } } }',
    );
  }
  const page = await graphqlRequest<SpringPage<RoleChoice>>(
    'allRolesPageable',
    'query ($pageParam: PageableParamInput, $institutionUuid: String) { allRolesPageable(pageParam: $pageParam, institutionUuid: $institutionUuid) { code message status data { content { id name isBaseRole } } } }',
    { pageParam: { page: 0, size: 500, sortBy: 'name' }, institutionUuid },
  );
  return page.content;
};

export interface InstitutionChoice {
  id: string;
  uuid: string;
  name: string;
}

/** Institutions by name, for platform administrators' pickers (listOfInstitutions). */
export const searchInstitutions = async (name: string) => {
  const page = await graphqlRequest<SpringPage<InstitutionChoice>>(
    'listOfInstitutions',
    'query ($pageParam: PageableParamInput) { listOfInstitutions(pageParam: $pageParam) { code message status data { content { id uuid name } } } }',
    {
      pageParam: {
        page: 0,
        size: 50,
        sortBy: 'name',
        filters: name ? [{ fieldName: 'name', operation: 'LIKE', value1: name }] : [],
      },
    },
  );
  return page.content;
};
