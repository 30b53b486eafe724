import { listFilters } from '../../providers/operations/paging';
import { referenceOperations } from '../../providers/operations/reference';
import { reshapingRecords, uuidOf, type Row } from '../../providers/operations/reshapingRecords';

/** A lot with its tender's uuid (from the list filter or the saved form) and its lot group's. */
const flattenLot = (lot: Row, context?: Record<string, unknown>) => ({
  ...lot,
  tenderUuid: context?.tenderUuid ?? null,
  lotGroupUuid: uuidOf(lot.lotGroup),
});

/**
 * A tender's lots (app service): getTenderLots(tenderUuid, input), the tender coming from the list's
 * tenderUuid filter and kept on each row, so a lot's save names its tender. No find operation: a
 * record is edited from its list row.
 */
export const tenderLotOperations = reshapingRecords(
  referenceOperations({
    service: 'app',
    fields:
      'uuid lotNumber title description estimatedAmount lotGroup { uuid name } createdAt updatedAt updatedBy version',
    list: {
      operation: 'getTenderLots',
      kind: 'appPage',
      filters: listFilters(),
      extra: {
        variables: { tenderUuid: 'String!' },
        send: (params) => ({ tenderUuid: String(params.filter?.tenderUuid ?? '') }),
      },
    },
    save: {
      operation: 'createUpdateTenderLot',
      variable: 'tenderLot',
      inputType: 'TenderLotInput',
    },
    delete: 'deleteTenderLot',
    inputFields: [
      'tenderUuid',
      'lotNumber',
      'title',
      'description',
      'estimatedAmount',
      'lotGroupUuid',
    ],
  }),
  flattenLot,
);
