import HelpIcon from '@mui/icons-material/Help';
import { referenceResource } from '../reference-data';

/**
 * Procurement method selection reasons (getProcurementMethodSelectionReasons,
 * createUpdateProcurementMethodSelectionReason, deleteProcurementMethodSelectionReason).
 */
export default referenceResource({
  icon: HelpIcon,
  sortField: 'reason',
  bulkActivation: true,
  fields: [
    {
      source: 'reason',
      kind: 'multiline',
      inList: true,
      required: true,
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
