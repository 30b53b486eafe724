import RuleIcon from '@mui/icons-material/Rule';
import { appReferenceResource } from '../reference-data/referenceResource';
import { codeField, descriptionField, nameField } from '../reference-data/fields';

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
  fields: [nameField(150), codeField(20), descriptionField],
});
