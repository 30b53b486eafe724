import { envelopeOperation, select } from '../../providers/operations/documents';
import { toPageParam, parseIdPage, listFilters } from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

/** A department's users: the list on the department screen (filter.departmentId is required). */
export const departmentUserOperations: ResourceOperations = {
  service: 'uaa',
  getList: envelopeOperation({
    operation: 'getAllUsersByDepartment',
    variables: { departmentId: 'ID!', pageParam: 'PageableParamInput' },
    selection: select.page('id uuid fullName email phone active isHeadOfDepartment'),
    send: (params) => {
      const { departmentId, ...filter } = params.filter ?? {};
      return {
        departmentId: String(departmentId),
        pageParam: toPageParam({ ...params, filter }, listFilters()),
      };
    },
    parse: parseIdPage('getAllUsersByDepartment'),
  }),
};
