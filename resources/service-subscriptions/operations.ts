import { referenceOperations } from '../../providers/operations/reference';

/**
 * My institution's service clients (uaa), listed whole by confirmation (pending ones by default);
 * confirmSubscription takes the numeric id, kept as numericId.
 */
export const serviceSubscriptionOperations = referenceOperations({
  service: 'uaa',
  fields: `uuid numericId: id confirmed confirmedAt confirmedBy createdAt
    client { uuid name } service { uuid name code }`,
  list: {
    operation: 'getMyServiceSubscribersByConfirmedStatus',
    kind: 'whole',
    extra: {
      variables: { confirmed: 'Boolean!' },
      send: (params) => ({ confirmed: String(params.filter?.confirmed) === 'true' }),
    },
  },
  inputFields: [],
});
