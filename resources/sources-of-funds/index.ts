import SavingsIcon from '@mui/icons-material/Savings';
import { appReferenceResource } from '../reference-data/referenceResource';
import { codeField, descriptionField, nameField } from '../reference-data/fields';

/** Sources of funds (getAllSourceOfFunds, createUpdateSourceOfFunds, deleteSourceOfFunds). */
export default appReferenceResource({
  name: 'sources-of-funds',
  menu: { section: 'procurementReference', order: 80 },
  list: 'getAllSourceOfFunds',
  kind: 'appPage',
  type: 'SourceOfFunds',
  find: 'findSourceOfFundsByUuid',
  remove: 'deleteSourceOfFunds',
  icon: SavingsIcon,
  bulkActivation: true,
  fields: [nameField(150), codeField(20), descriptionField],
});
