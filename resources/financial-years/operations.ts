import { gql } from '@apollo/client';
import { unwrap, withUuidAsId, type Envelope } from '../../providers/responses';
import { parseList } from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

const financialYearFields = 'uuid code startDate endDate isCurrent active createdAt createdBy';

/** Financial years (app service): every live year at once; created by start year. */
export const financialYearOperations: ResourceOperations = {
  service: 'app',
  // Every live year at once (a few dozen at most), newest first.
  getList: {
    operation: 'getFinancialYearsRest',
    document: gql`
      query getFinancialYearsRest {
        getFinancialYearsRest {
          code
          message
          status
          dataList {
            ${financialYearFields}
          }
        }
      }
    `,
    variables: () => ({}),
    parse: parseList('getFinancialYearsRest'),
  },
  create: {
    operation: 'createFinancialYear',
    document: gql`
      mutation createFinancialYear($financialYear: FinancialYearInput!) {
        createFinancialYear(financialYear: $financialYear) {
          code
          message
          status
          data {
            financialYear {
              ${financialYearFields}
            }
          }
        }
      }
    `,
    variables: (params) => ({ financialYear: { startYear: Number(params.data.startYear) } }),
    parse: (result) => ({
      data: withUuidAsId(
        unwrap(result as Envelope<{ financialYear: { uuid: string } }>, 'createFinancialYear')
          .financialYear,
      ),
    }),
  },
};
