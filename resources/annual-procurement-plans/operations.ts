import { gql } from '@apollo/client';
import { parseRecord, parseAppPage, toAppInput } from '../../providers/operations/paging';
import type { OperationMapping, ResourceOperations } from '../../providers/operations/types';

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

/** Annual procurement plans (app service), paged with input. */
export const annualProcurementPlanOperations: ResourceOperations = {
  service: 'app',
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
};
