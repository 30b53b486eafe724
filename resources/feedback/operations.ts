import { gql } from '@apollo/client';
import { parsePage, toPageParam } from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

/** Feedback from users, in the monitor service (read only). */
export const feedbackOperations: ResourceOperations = {
  service: 'monitor',
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
};
