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

/** create and update alike: an update carries the record's id (its uuid). */
type SaveParams = { data: Record<string, unknown>; id?: unknown };

const methodFields = 'uuid name code ocdsMethod active procurementCategories { uuid name }';

/** The form edits the categories as a list of uuids. */
function withCategoryUuids<T extends { data: unknown[] }>(page: T): T {
  return {
    ...page,
    data: page.data.map((row) => {
      const method = row as { procurementCategories?: { uuid: string }[] };
      return {
        ...method,
        procurementCategoryUuids: (method.procurementCategories ?? []).map((c) => c.uuid),
      };
    }),
  };
}

const saveMethod: OperationMapping<SaveParams> = {
  operation: 'createUpdateProcurementMethod',
  document: gql`
    mutation createUpdateProcurementMethod($procurementMethod: ProcurementMethodInput!) {
      createUpdateProcurementMethod(procurementMethod: $procurementMethod) {
        code message status data { ${methodFields} }
      }
    }
  `,
  variables: (params) => ({
    procurementMethod: {
      uuid: params.id == null ? null : String(params.id),
      name: params.data.name,
      code: params.data.code,
      ocdsMethod: params.data.ocdsMethod,
      active: params.data.active ?? true,
      procurementCategoryUuids: params.data.procurementCategoryUuids ?? [],
    },
  }),
  parse: parseRecord('createUpdateProcurementMethod'),
};

const stageFields = 'uuid name procurementStageTypeEnum position';

const saveStage: OperationMapping<SaveParams> = {
  operation: 'createUpdateProcurementStage',
  document: gql`
    mutation createUpdateProcurementStage($procurementStage: ProcurementStageInput!) {
      createUpdateProcurementStage(procurementStage: $procurementStage) {
        code message status data { ${stageFields} }
      }
    }
  `,
  variables: (params) => ({
    procurementStage: {
      uuid: params.id == null ? null : String(params.id),
      name: params.data.name,
      procurementStageTypeEnum: params.data.procurementStageTypeEnum,
      position: Number(params.data.position),
    },
  }),
  parse: parseRecord('createUpdateProcurementStage'),
};

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
    // One stage: picked from the whole (short) list.
    getOne: {
      operation: 'getProcurementStages',
      document: gql`
        query getProcurementStages {
          getProcurementStages { code message status dataList { ${stageFields} } }
        }
      `,
      variables: () => ({}),
      parse: (result, params) => {
        const stage = parseList('getProcurementStages')(result).data.find(
          (row) => (row as { id: string }).id === String(params.id),
        );
        if (!stage) throw new Error('Procurement stage not found');
        return { data: stage };
      },
    },
    create: saveStage,
    update: saveStage,
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
                ${methodFields}
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
      parse: (result) => withCategoryUuids(parseAppPage('getProcurementMethods')(result)),
    },
    // One method: the list filtered by its uuid (no find operation in the spec).
    getOne: {
      operation: 'getProcurementMethods',
      document: gql`
        query getProcurementMethods($input: AppPageInput) {
          getProcurementMethods(input: $input) { code message status data { rows { ${methodFields} } totalRecords } }
        }
      `,
      variables: (params) => ({
        input: {
          page: 1,
          pageSize: 1,
          mustHaveFilters: [{ fieldName: 'uuid', operation: 'EQ', value1: String(params.id) }],
        },
      }),
      parse: (result) => {
        const [method] = withCategoryUuids(parseAppPage('getProcurementMethods')(result)).data;
        if (!method) throw new Error('Procurement method not found');
        return { data: method };
      },
    },
    create: saveMethod,
    update: saveMethod,
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
