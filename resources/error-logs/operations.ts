import { envelopeOperation, select } from '../../providers/operations/documents';
import { listFilters, parsePage, toPageParam } from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

const errorLogFields =
  'uuid kind message operation code httpStatus latencyMs url userUuid userType userRoles createdAt';

/** Error logs of the monitor service (read only). */
export const errorLogOperations: ResourceOperations = {
  service: 'monitor',
  getList: envelopeOperation({
    operation: 'getErrorLogs',
    variables: { pageParam: 'PageableParamInput' },
    selection: select.page(errorLogFields),
    send: (params) => ({
      pageParam: toPageParam(params, listFilters('kind', 'operation')),
    }),
    parse: parsePage('getErrorLogs'),
  }),
};
