import { gql } from '@apollo/client';
import { unwrap, withUuidAsId, type Envelope } from '../../providers/responses';
import { pageOfList } from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

const serviceClientFields = `uuid numericId: id confirmed confirmedAt confirmedBy createdAt
  client { uuid name } service { uuid name code }`;

/** My institution's service clients (uaa); confirmSubscription takes the numeric id, kept as numericId. */
export const serviceSubscriptionOperations: ResourceOperations = {
  service: 'uaa',
  // The spec lists a provider's clients whole, by confirmation (pending ones by default).
  getList: {
    operation: 'getMyServiceSubscribersByConfirmedStatus',
    document: gql`
      query getMyServiceSubscribersByConfirmedStatus($confirmed: Boolean!) {
        getMyServiceSubscribersByConfirmedStatus(confirmed: $confirmed) {
          code
          message
          status
          dataList {
            ${serviceClientFields}
          }
        }
      }
    `,
    variables: (params) => ({ confirmed: String(params.filter?.confirmed) === 'true' }),
    parse: (result, params) =>
      pageOfList(
        unwrap(
          result as Envelope<{ uuid: string }[]>,
          'getMyServiceSubscribersByConfirmedStatus',
        ).map(withUuidAsId),
        params,
      ),
  },
};
