import { gql } from '@apollo/client';
import { parsePage, toPageParam } from './paging';
import type { ResourceOperations } from './types';

/** The monitor service's resources: error logs and feedback (read only). */
export const monitorOperations: Record<string, ResourceOperations> = {
  'error-logs': {
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
  },
  feedback: {
    getList: {
      operation: 'getFeedbacks',
      document: gql`
        query getFeedbacks($pageParam: PageableParamInput) {
          getFeedbacks(pageParam: $pageParam) {
            code
            message
            status
            data {
              content {
                uuid
                category
                message
                pageUrl
                userEmail
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
          category: { fieldName: 'category', operation: 'EQ' },
        }),
      }),
      parse: parsePage('getFeedbacks'),
    },
  },
};
