import { gql } from '@apollo/client';
import { toPageParam, parseIdPage } from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

const departmentUserFields = 'id uuid fullName email phone active isHeadOfDepartment';

/** A department's users: the list on the department screen (filter.departmentId is required). */
export const departmentUserOperations: ResourceOperations = {
  service: 'uaa',
  getList: {
    operation: 'getAllUsersByDepartment',
    document: gql`
      query getAllUsersByDepartment($departmentId: ID!, $pageParam: PageableParamInput) {
        getAllUsersByDepartment(departmentId: $departmentId, pageParam: $pageParam) {
          code message status data { content { ${departmentUserFields} } totalElements }
        }
      }
    `,
    variables: (params) => {
      const { departmentId, ...filter } = params.filter ?? {};
      return {
        departmentId: String(departmentId),
        pageParam: toPageParam(
          { ...params, filter },
          { q: { fieldName: 'fullName', operation: 'LIKE' } },
        ),
      };
    },
    parse: parseIdPage('getAllUsersByDepartment'),
  },
};
