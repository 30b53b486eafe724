import { gql } from '@apollo/client';
import { parseRecord, parseAppPage, toAppInput } from '../../providers/operations/paging';
import type { OperationMapping, ResourceOperations } from '../../providers/operations/types';
import { byUuid } from '../../providers/operations/reference';

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

/** Procurement methods (app service) with the procurement categories they apply to. */
export const procurementMethodOperations: ResourceOperations = {
  service: 'app',
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
  delete: byUuid('mutation', 'deleteProcurementMethod', 'uuid'),
};
