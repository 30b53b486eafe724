import SavingsIcon from '@mui/icons-material/Savings';
import { appReferenceResource } from '../reference-data/referenceResource';

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
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'code', required: true, maxLength: 20, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
