import { gql } from '@apollo/client';
import { unwrap, withUuidAsId, type Envelope } from '../responses';
import { parseList, parsePage, parseRecord, toPageParam } from './paging';
import type { ResourceOperations } from './types';

/** The app service's resources: document templates and financial years. */
const templateFields = 'uuid categoryCode title bodyHtml active updatedAt updatedBy';

const financialYearFields = 'uuid code startDate endDate isCurrent active createdAt createdBy';

export const appOperations: Record<string, ResourceOperations> = {
  'financial-years': {
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
  },
  'document-templates': {
    getList: {
      operation: 'getDocumentTemplates',
      document: gql`
        query getDocumentTemplates($pageParam: PageableParamInput) {
          getDocumentTemplates(pageParam: $pageParam) {
            code
            message
            status
            data {
              content {
                ${templateFields}
              }
              totalElements
            }
          }
        }
      `,
      variables: (params) => ({
        pageParam: toPageParam(params, { q: { fieldName: 'title', operation: 'LIKE' } }),
      }),
      parse: parsePage('getDocumentTemplates'),
    },
    getOne: {
      operation: 'findDocumentTemplateByUuid',
      document: gql`
        query findDocumentTemplateByUuid($uuid: String!) {
          findDocumentTemplateByUuid(uuid: $uuid) {
            code
            message
            status
            data {
              ${templateFields}
            }
          }
        }
      `,
      variables: (params) => ({ uuid: String(params.id) }),
      parse: parseRecord('findDocumentTemplateByUuid'),
    },
    update: {
      operation: 'updateDocumentTemplate',
      document: gql`
        mutation updateDocumentTemplate($documentTemplate: DocumentTemplateInput!) {
          updateDocumentTemplate(documentTemplate: $documentTemplate) {
            code
            message
            status
            data {
              ${templateFields}
            }
          }
        }
      `,
      variables: (params) => ({
        documentTemplate: {
          uuid: String(params.id),
          title: params.data.title,
          bodyHtml: params.data.bodyHtml,
        },
      }),
      parse: parseRecord('updateDocumentTemplate'),
    },
  },
};
