import { envelopeDocument, select } from '../../providers/operations/documents';
import type { SpringPage } from '../../contract/paging';
import { customMethod } from '../../providers/operations/types';

/** The department screen's actions outside react-admin's verbs (uaa). */
export interface UserChoice {
  id: string;
  fullName: string;
  email: string;
}

const membershipFields = 'code message status data { id numberOfUsers }';

/** Adding or removing users: a department and the users' ids. */
const membershipChange = (operation: string) =>
  customMethod<{ departmentId: string; userIds: string[] }>({
    service: 'uaa',
    document: `mutation ${operation}($departmentId: ID!, $userIds: [ID!]!) {
      ${operation}(departmentId: $departmentId, userIds: $userIds) { ${membershipFields} }
    }`,
  });

export const departmentMethods = {
  addUsersToDepartment: membershipChange('addUsersToDepartment'),
  removeUsersFromDepartment: membershipChange('removeUsersFromDepartment'),
  assignHeadOfDepartment: customMethod<{ departmentId: string; userId: string }>({
    service: 'uaa',
    document: `mutation assignHeadOfDepartment($departmentId: ID!, $userId: ID!) {
      assignHeadOfDepartment(departmentId: $departmentId, userId: $userId) { ${membershipFields} }
    }`,
  }),
  /** Users of an institution whose name contains the search text: whom "Add users" offers. */
  searchInstitutionUsers: customMethod<{ institutionId: string; search: string }, UserChoice[]>({
    service: 'uaa',
    document: envelopeDocument(
      'query',
      'getAllUsersByInstitutionId',
      { institutionId: 'ID', pageable: 'PageableParamInput' },
      select.record('content { id fullName email }'),
    ),
    variables: ({ institutionId, search }) => ({
      institutionId,
      pageable: {
        page: 0,
        size: 20,
        sortBy: 'fullName',
        filters: search.trim()
          ? [{ fieldName: 'fullName', operation: 'LIKE', value1: search.trim() }]
          : [],
      },
    }),
    parse: (page: SpringPage<UserChoice>) => page.content,
  }),
};

declare module '../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    departments: typeof departmentMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default departmentMethods;
