import type { SpringPage } from '../../contract/paging';
import { graphqlRequest } from '../graphqlRequest';

/**
 * The department screen's actions outside react-admin's verbs; each answers the server's text. (The
 * departments, department-users and designations rows of the operation table are in their folders.)
 */
const membershipFields = 'code message status data { id numberOfUsers }';

async function departmentAction(
  operation: string,
  signature: string,
  args: string,
  variables: Record<string, unknown>,
) {
  await graphqlRequest(
    operation,
    `mutation (${signature}) { ${operation}(${args}) { ${membershipFields} } }`,
    variables,
  );
}

export const addUsersToDepartment = (departmentId: string, userIds: string[]) =>
  departmentAction(
    'addUsersToDepartment',
    '$departmentId: ID!, $userIds: [ID!]!',
    'departmentId: $departmentId, userIds: $userIds',
    { departmentId, userIds },
  );

export const removeUsersFromDepartment = (departmentId: string, userIds: string[]) =>
  departmentAction(
    'removeUsersFromDepartment',
    '$departmentId: ID!, $userIds: [ID!]!',
    'departmentId: $departmentId, userIds: $userIds',
    { departmentId, userIds },
  );

export const assignHeadOfDepartment = (departmentId: string, userId: string) =>
  departmentAction(
    'assignHeadOfDepartment',
    '$departmentId: ID!, $userId: ID!',
    'departmentId: $departmentId, userId: $userId',
    { departmentId, userId },
  );

export interface UserChoice {
  id: string;
  fullName: string;
  email: string;
}

/** Users of an institution whose name contains the search text: whom "Add users" offers. */
export async function searchInstitutionUsers(institutionId: string, search: string) {
  const page = await graphqlRequest<SpringPage<UserChoice>>(
    'getAllUsersByInstitutionId',
    `query ($institutionId: ID, $pageable: PageableParamInput) {
      getAllUsersByInstitutionId(institutionId: $institutionId, pageable: $pageable) {
        code message status data { content { id fullName email } }
      }
    }`,
    {
      institutionId,
      pageable: {
        page: 0,
        size: 20,
        sortBy: 'fullName',
        filters: search.trim()
          ? [{ fieldName: 'fullName', operation: 'LIKE', value1: search.trim() }]
          : [],
      },
    },
  );
  return page.content;
}
