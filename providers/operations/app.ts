import { gql } from '@apollo/client';
import { unwrap, withUuidAsId, type Envelope } from '../responses';
import { parseAppPage, parseList, parsePage, parseRecord, toAppInput, toPageParam } from './paging';
import type { OperationMapping, ResourceOperations } from './types';

/** The app service's resources: document templates, financial years, plans and methods. */
const templateFields = 'uuid categoryCode title bodyHtml active updatedAt updatedBy';

const financialYearFields = 'uuid code startDate endDate isCurrent active createdAt createdBy';

const planFields = `uuid title description status currency financialYearUuid financialYearCode
  totalAmount createdAt updatedAt
  items { uuid description category procurementMethodUuid procurementMethodName estimatedAmount }`;

/** The form's values as AnnualProcurementPlanInput (the record's other fields are not sent). */
const planInput = (data: Record<string, unknown>) => ({
  title: data.title,
  description: data.description || null,
  financialYearUuid: data.financialYearUuid,
  items: ((data.items as Record<string, unknown>[] | undefined) ?? []).map((item) => ({
    description: item.description,
    category: item.category,
    procurementMethodUuid: item.procurementMethodUuid,
    estimatedAmount: Number(item.estimatedAmount),
  })),
});

const savedPlan = (operation: string, document: OperationMapping<never>['document']) => ({
  operation,
  document,
  parse: parseRecord(operation),
});

export const appOperations: Record<string, ResourceOperations> = {
  'annual-procurement-plans': {
    getList: {
      operation: 'getAnnualProcurementPlans',
      document: gql`
        query getAnnualProcurementPlans($input: AppPageInput, $withMetaData: Boolean) {
          getAnnualProcurementPlans(input: $input, withMetaData: $withMetaData) {
            code
            message
            status
            data {
              rows {
                ${planFields}
              }
              totalRecords
            }
          }
        }
      `,
      variables: (params) => ({
        input: toAppInput(params, {
          q: { fieldName: 'title', operation: 'LIKE' },
          status: { fieldName: 'status', operation: 'EQ' },
        }),
        withMetaData: false,
      }),
      parse: parseAppPage('getAnnualProcurementPlans'),
    },
    getOne: {
      operation: 'findAnnualProcurementPlanByUuid',
      document: gql`
        query findAnnualProcurementPlanByUuid($uuid: String!) {
          findAnnualProcurementPlanByUuid(uuid: $uuid) {
            code
            message
            status
            data {
              ${planFields}
            }
          }
        }
      `,
      variables: (params) => ({ uuid: String(params.id) }),
      parse: parseRecord('findAnnualProcurementPlanByUuid'),
    },
    create: {
      ...savedPlan(
        'createAnnualProcurementPlan',
        gql`
          mutation createAnnualProcurementPlan($annualProcurementPlan: AnnualProcurementPlanInput!) {
            createAnnualProcurementPlan(annualProcurementPlan: $annualProcurementPlan) {
              code
              message
              status
              data {
                ${planFields}
              }
            }
          }
        `,
      ),
      variables: (params) => ({ annualProcurementPlan: planInput(params.data) }),
    },
    update: {
      ...savedPlan(
        'updateAnnualProcurementPlan',
        gql`
          mutation updateAnnualProcurementPlan(
            $annualProcurementPlan: AnnualProcurementPlanInput!
            $annualProcurementPlanUuid: String!
          ) {
            updateAnnualProcurementPlan(
              annualProcurementPlan: $annualProcurementPlan
              annualProcurementPlanUuid: $annualProcurementPlanUuid
            ) {
              code
              message
              status
              data {
                ${planFields}
              }
            }
          }
        `,
      ),
      variables: (params) => ({
        annualProcurementPlan: planInput(params.data),
        annualProcurementPlanUuid: String(params.id),
      }),
    },
    delete: {
      operation: 'deleteAnnualProcurementPlan',
      document: gql`
        mutation deleteAnnualProcurementPlan($annualProcurementPlanUuid: String!) {
          deleteAnnualProcurementPlan(annualProcurementPlanUuid: $annualProcurementPlanUuid) {
            code
            message
            status
            data {
              uuid
            }
          }
        }
      `,
      variables: (params) => ({ annualProcurementPlanUuid: String(params.id) }),
      parse: parseRecord('deleteAnnualProcurementPlan'),
    },
  },
  'procurement-stages': {
    getList: {
      operation: 'getProcurementStages',
      document: gql`
        query getProcurementStages {
          getProcurementStages {
            code
            message
            status
            dataList {
              uuid
              name
              procurementStageTypeEnum
              position
            }
          }
        }
      `,
      variables: () => ({}),
      parse: parseList('getProcurementStages'),
    },
    delete: {
      operation: 'deleteProcurementStage',
      document: gql`
        mutation deleteProcurementStage($uuid: String!) {
          deleteProcurementStage(uuid: $uuid) {
            code
            message
            status
            data {
              uuid
            }
          }
        }
      `,
      variables: (params) => ({ uuid: String(params.id) }),
      parse: parseRecord('deleteProcurementStage'),
    },
  },
  'procurement-methods': {
    getList: {
      operation: 'getProcurementMethods',
      document: gql`
        query getProcurementMethods($input: AppPageInput) {
          getProcurementMethods(input: $input) {
            code
            message
            status
            data {
              rows {
                uuid
                name
                code
                ocdsMethod
                active
              }
              totalRecords
            }
          }
        }
      `,
      variables: (params) => ({
        input: toAppInput(params, {
          q: { fieldName: 'name', operation: 'LIKE' },
          ocdsMethod: { fieldName: 'ocdsMethod', operation: 'EQ' },
        }),
      }),
      parse: parseAppPage('getProcurementMethods'),
    },
    delete: {
      operation: 'deleteProcurementMethod',
      document: gql`
        mutation deleteProcurementMethod($uuid: String!) {
          deleteProcurementMethod(uuid: $uuid) {
            code
            message
            status
            data {
              uuid
            }
          }
        }
      `,
      variables: (params) => ({ uuid: String(params.id) }),
      parse: parseRecord('deleteProcurementMethod'),
    },
  },
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
