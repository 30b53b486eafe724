import HelpIcon from '@mui/icons-material/Help';
import { referenceResource } from '../reference-data/referenceResource';
import { appReferenceOperations, searchFilters } from '../../providers/operations/reference';
import { appReferenceAccess } from '../../providers/resourceDescriptor';

/**
 * Procurement method selection reasons (getProcurementMethodSelectionReasons,
 * createUpdateProcurementMethodSelectionReason, deleteProcurementMethodSelectionReason).
 */
export default referenceResource({
  name: 'procurement-method-selection-reasons',
  menu: { section: 'procurementReference', order: 30 },
  permissions: appReferenceAccess,
  operations: appReferenceOperations({
    list: 'getProcurementMethodSelectionReasons',
    type: 'ProcurementMethodSelectionReason',
    variable: 'procurementMethodSelectionReason',
    find: 'findProcurementMethodSelectionReasonByUuid',
    remove: 'deleteProcurementMethodSelectionReason',
    fields: 'reason procurementMethodUuid procurementMethod { name }',
    inputFields: ['reason', 'procurementMethodUuid'],
    filters: searchFilters('reason'),
  }),
  icon: HelpIcon,
  sortField: 'reason',
  bulkActivation: true,
  fields: [
    {
      source: 'reason',
      kind: 'multiline',
      inList: true,
      required: true,
      minLength: 2,
      maxLength: 500,
      sortable: true,
    },
    {
      source: 'procurementMethodUuid',
      kind: 'reference',
      reference: 'procurement-methods',
      listSource: 'procurementMethod.name',
    },
  ],
});
