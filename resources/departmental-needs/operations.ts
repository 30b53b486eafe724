import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import type { Envelope } from '../../providers/responses';
import { parseAppPage, toAppInput, type FilterMapping } from '../../providers/operations/paging';
import { referenceOperations } from '../../providers/operations/reference';
import { reshapingRecords, uuidOf, type Row } from '../../providers/operations/reshapingRecords';
import type { OperationMapping, ResourceOperations } from '../../providers/operations/types';

const needFields = `uuid departmentName description quantity estimatedAmount status createdAt
  createdBy updatedAt financialYear { uuid code } procurementCategory { uuid name }
  unitOfMeasure { uuid name } gfsCode { uuid code description }`;

/** A need with the uuids its form edits (financialYearUuid, ...) beside the related records. */
const flattenNeed = (need: Row) => ({
  ...need,
  financialYearUuid: uuidOf(need.financialYear),
  procurementCategoryUuid: uuidOf(need.procurementCategory),
  unitOfMeasureUuid: uuidOf(need.unitOfMeasure),
  gfsCodeUuid: uuidOf(need.gfsCode),
});

/** The server's list spec: departmentName and description LIKE, status EQ. */
const needFilters: FilterMapping = {
  q: { fieldName: 'description', operation: 'LIKE' },
  departmentName: { fieldName: 'departmentName', operation: 'LIKE' },
  status: { fieldName: 'status', operation: 'EQ' },
};

/** getDepartmentalNeeds answers the app page under data.items (rows in data.items.rows). */
const departmentalNeedList: OperationMapping<GetListParams> = {
  operation: 'getDepartmentalNeeds',
  document: gql`
    query getDepartmentalNeeds($input: AppPageInput) {
      getDepartmentalNeeds(input: $input) {
        code message status data { items { rows { ${needFields} } totalRecords } }
      }
    }
  `,
  variables: (params) => ({ input: toAppInput(params, needFilters) }),
  parse: (result) => {
    const envelope = result as Envelope<{ items: unknown }>;
    const page = parseAppPage('getDepartmentalNeeds')({ ...envelope, data: envelope.data?.items });
    return { ...page, data: (page.data as Row[]).map(flattenNeed) };
  },
};

/** Departmental needs (app service): no find operation, so a record is edited from its list row. */
export const departmentalNeedOperations: ResourceOperations = {
  ...reshapingRecords(
    referenceOperations({
      service: 'app',
      fields: needFields,
      list: { operation: 'getDepartmentalNeeds' },
      save: {
        operation: 'createUpdateDepartmentalNeed',
        variable: 'departmentalNeed',
        inputType: 'DepartmentalNeedInput',
      },
      delete: 'deleteDepartmentalNeed',
      inputFields: [
        'financialYearUuid',
        'departmentName',
        'description',
        'procurementCategoryUuid',
        'quantity',
        'unitOfMeasureUuid',
        'estimatedAmount',
        'gfsCodeUuid',
        'status',
      ],
    }),
    flattenNeed,
  ),
  getList: departmentalNeedList,
};
