import RuleIcon from '@mui/icons-material/Rule';
import { referenceResource } from '../reference-data/referenceResource';
import { appReferenceOperations } from '../../providers/operations/reference';
import { appReferenceAccess } from '../../providers/resourceDescriptor';

/** Consultant selection methods (getSelectionMethods, createUpdateSelectionMethod, deleteSelectionMethod). */
export default referenceResource({
  name: 'selection-methods',
  menu: { section: 'procurementReference', order: 20 },
  permissions: appReferenceAccess,
  operations: appReferenceOperations({
    list: 'getSelectionMethods',
    type: 'SelectionMethod',
    variable: 'selectionMethod',
    find: 'findSelectionMethodByUuid',
    remove: 'deleteSelectionMethod',
    fields: 'name code description',
    inputFields: ['name', 'code', 'description'],
  }),
  icon: RuleIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'code', required: true, maxLength: 20, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
