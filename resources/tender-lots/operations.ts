import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import { parseAppPage, toAppInput } from '../../providers/operations/paging';
import { referenceOperations } from '../../providers/operations/reference';
import { reshapingRecords, uuidOf, type Row } from '../../providers/operations/reshapingRecords';
import type { OperationMapping, ResourceOperations } from '../../providers/operations/types';

const lotFields =
  'uuid lotNumber title description estimatedAmount lotGroup { uuid name } createdAt';

/** A lot with its tender's uuid (from the list filter or the saved form) and its lot group's. */
const flattenLot = (lot: Row, context?: Record<string, unknown>) => ({
  ...lot,
  tenderUuid: context?.tenderUuid ?? null,
  lotGroupUuid: uuidOf(lot.lotGroup),
});

/**
 * getTenderLots(tenderUuid, input): the tender comes from the list's tenderUuid filter and is kept
 * on each row, so a lot's save names its tender.
 */
const tenderLotList: OperationMapping<GetListParams> = {
  operation: 'getTenderLots',
  document: gql`
    query getTenderLots($tenderUuid: String!, $input: AppPageInput) {
      getTenderLots(tenderUuid: $tenderUuid, input: $input) {
        code message status data { rows { ${lotFields} } totalRecords }
      }
    }
  `,
  variables: (params) => ({
    tenderUuid: String(params.filter?.tenderUuid ?? ''),
    input: toAppInput(params, { q: { fieldName: 'title', operation: 'LIKE' } }),
  }),
  parse: (result, params) => {
    const page = parseAppPage('getTenderLots')(result);
    return {
      ...page,
      data: (page.data as Row[]).map((lot) => flattenLot(lot, params.filter)),
    };
  },
};

/** A tender's lots (app service): no find operation, so a record is edited from its list row. */
export const tenderLotOperations: ResourceOperations = {
  ...reshapingRecords(
    referenceOperations({
      service: 'app',
      fields: lotFields,
      list: { operation: 'getTenderLots' },
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
  ),
  getList: tenderLotList,
};
