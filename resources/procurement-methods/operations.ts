import { listFilters } from '../../providers/operations/paging';
import { referenceOperations } from '../../providers/operations/reference';
import { reshapingRecords, type Row } from '../../providers/operations/reshapingRecords';

/** The form edits a method's categories as a list of uuids. */
const withCategoryUuids = (method: Row) => ({
  ...method,
  procurementCategoryUuids: ((method.procurementCategories ?? []) as { uuid: string }[]).map(
    (category) => category.uuid,
  ),
});

/**
 * Procurement methods (app service) with the procurement categories they apply to; the spec has no
 * find operation, so one method is read through the list.
 */
export const procurementMethodOperations = reshapingRecords(
  referenceOperations({
    service: 'app',
    fields:
      'uuid name nameSw code ocdsMethod active updatedAt updatedBy version procurementCategories { uuid name }',
    list: {
      operation: 'getProcurementMethods',
      kind: 'appPage',
      filters: listFilters('ocdsMethod'),
    },
    find: 'list',
    save: {
      operation: 'createUpdateProcurementMethod',
      variable: 'procurementMethod',
      inputType: 'ProcurementMethodInput',
    },
    delete: 'deleteProcurementMethod',
    inputFields: ['name', 'nameSw', 'code', 'ocdsMethod', 'active', 'procurementCategoryUuids'],
  }),
  withCategoryUuids,
);
