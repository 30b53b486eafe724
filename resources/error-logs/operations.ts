import { gql } from '@apollo/client';
import { parsePage, toPageParam } from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

/** Error logs of the monitor service (read only). */
export const errorLogOperations: ResourceOperations = {
  service: 'monitor',
  getList: {
    operation: 'getErrorLogs',
    document: gql`
      query getErrorLogs($pageParam: PageableParamInput) {
        getErrorLogs(pageParam: $pageParam) {
          code
          message
          status
          data {
            content {
              uuid
              kind
              message
              operation
              code
              httpStatus
              latencyMs
              url
              userUuid
              userType
              userRoles
              createdAt
            }
            totalElements
          }
        }
      }
    `,
    variables: (params) => ({
      pageParam: toPageParam(params, {
        q: { fieldName: 'message', operation: 'LIKE' },
        kind: { fieldName: 'kind', operation: 'EQ' },
        operation: { fieldName: 'operation', operation: 'EQ' },
      }),
    }),
    parse: parsePage('getErrorLogs'),
  },
};
