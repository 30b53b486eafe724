import HelpIcon from '@mui/icons-material/Help';
import { appReferenceResource } from '../reference-data/referenceResource';

/**
 * Procurement method selection reasons (getProcurementMethodSelectionReasons,
 * createUpdateProcurementMethodSelectionReason, deleteProcurementMethodSelectionReason).
 */
export default appReferenceResource({
  name: 'procurement-method-selection-reasons',
  menu: { section: 'procurementReference', order: 30 },
  list: 'getProcurementMethodSelectionReasons',
  type: 'ProcurementMethodSelectionReason',
  find: 'findProcurementMethodSelectionReasonByUuid',
  remove: 'deleteProcurementMethodSelectionReason',
  icon: HelpIcon,
  bulkActivation: true,
  fields: [
    {
      source: 'reason',
      kind: 'multiline',
      inList: true,
      required: true,
      minLength: 2,
      maxLength: 500,
    },
    {
      source: 'procurementMethodUuid',
      kind: 'reference',
      reference: 'procurement-methods',
      listSource: 'procurementMethod.name',
    },
  ],
});
