import RuleIcon from '@mui/icons-material/Rule';
import { appReferenceResource } from '../reference-data/referenceResource';

/** Consultant selection methods (getSelectionMethods, createUpdateSelectionMethod, deleteSelectionMethod). */
export default appReferenceResource({
  name: 'selection-methods',
  menu: { section: 'procurementReference', order: 20 },
  list: 'getSelectionMethods',
  type: 'SelectionMethod',
  find: 'findSelectionMethodByUuid',
  remove: 'deleteSelectionMethod',
  icon: RuleIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'code', required: true, maxLength: 20, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
