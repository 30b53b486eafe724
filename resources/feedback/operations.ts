import { envelopeOperation, select } from '../../providers/operations/documents';
import { listFilters, parsePage, toPageParam } from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

/** Feedback from users, in the monitor service (read only). */
export const feedbackOperations: ResourceOperations = {
  service: 'monitor',
  getList: envelopeOperation({
    operation: 'getFeedbacks',
    variables: { pageParam: 'PageableParamInput' },
    selection: select.page('uuid category message pageUrl userEmail createdAt'),
    send: (params) => ({
      pageParam: toPageParam(params, listFilters('category')),
    }),
    parse: parsePage('getFeedbacks'),
  }),
};
