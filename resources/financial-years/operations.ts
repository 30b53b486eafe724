import type { CreateParams } from 'react-admin';
import type { ResourceOperations } from '../../providers/operations/types';
import { withRecordId, unwrap, type Envelope } from '../../providers/responses';
import { envelopeOperation, select } from '../../providers/operations/documents';
import { referenceOperations } from '../../providers/operations/reference';

const financialYearFields = 'uuid code startDate endDate isCurrent active createdAt createdBy';

/** Financial years (app service): every live year at once, newest first; created by start year. */
export const financialYearOperations: ResourceOperations = {
  ...referenceOperations({
    service: 'app',
    fields: financialYearFields,
    list: { operation: 'getFinancialYearsRest', kind: 'whole' },
    inputFields: [],
  }),
  create: envelopeOperation<CreateParams>({
    operation: 'createFinancialYear',
    mutation: true,
    variables: { financialYear: 'FinancialYearInput!' },
    selection: select.record(`financialYear { ${financialYearFields} }`),
    send: (params) => ({ financialYear: { startYear: Number(params.data.startYear) } }),
    parse: (result) => ({
      data: withRecordId(
        unwrap(result as Envelope<{ financialYear: { uuid: string } }>, 'createFinancialYear')
          .financialYear,
      ),
    }),
  }),
};
