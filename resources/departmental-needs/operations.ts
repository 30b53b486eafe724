import type { Envelope } from '../../providers/responses';
import { envelopeOperation } from '../../providers/operations/documents';
import { listFilters, parseAppPage, toAppInput } from '../../providers/operations/paging';
import { referenceOperations } from '../../providers/operations/reference';
import { reshapingRecords, uuidOf, type Row } from '../../providers/operations/reshapingRecords';

const needFields = `uuid departmentName description quantity estimatedAmount status createdAt
  createdBy updatedAt updatedBy version financialYear { uuid code } procurementCategory { uuid name nameSw }
  unitOfMeasure { uuid name } gfsCode { uuid code description }`;

/** A need with the uuids its form edits (financialYearUuid, ...) beside the related records. */
const flattenNeed = (need: Row) => ({
  ...need,
  financialYearUuid: uuidOf(need.financialYear),
  procurementCategoryUuid: uuidOf(need.procurementCategory),
  unitOfMeasureUuid: uuidOf(need.unitOfMeasure),
  gfsCodeUuid: uuidOf(need.gfsCode),
});

const needs = referenceOperations({
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
});

/**
 * Departmental needs (app service): getDepartmentalNeeds answers the app page under data.items; no find
 * operation, so a record is edited from its list row.
 */
export const departmentalNeedOperations = reshapingRecords(
  {
    ...needs,
    getList: envelopeOperation({
      operation: 'getDepartmentalNeeds',
      variables: { input: 'AppPageInput' },
      selection: `data { items { rows { ${needFields} } totalRecords } }`,
      send: (params) => ({
        input: toAppInput(params, {
          ...listFilters('status'),
          departmentName: { fieldName: 'departmentName', operation: 'LIKE' },
        }),
      }),
      parse: (result) => {
        const envelope = result as Envelope<{ items: unknown }>;
        return parseAppPage('getDepartmentalNeeds')({ ...envelope, data: envelope.data?.items });
      },
    }),
  },
  flattenNeed,
);
