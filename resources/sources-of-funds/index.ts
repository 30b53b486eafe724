import SavingsIcon from '@mui/icons-material/Savings';
import { referenceResource } from '../reference-data/referenceResource';
import { appReferenceOperations } from '../../providers/operations/reference';
import { appReferenceAccess } from '../../providers/resourceDescriptor';

/** Sources of funds (getAllSourceOfFunds, createUpdateSourceOfFunds, deleteSourceOfFunds). */
export default referenceResource({
  name: 'sources-of-funds',
  menu: { section: 'procurementReference', order: 80 },
  permissions: appReferenceAccess,
  operations: appReferenceOperations({
    list: 'getAllSourceOfFunds',
    kind: 'appPage',
    type: 'SourceOfFunds',
    variable: 'sourceOfFunds',
    find: 'findSourceOfFundsByUuid',
    remove: 'deleteSourceOfFunds',
    fields: 'name code description',
    inputFields: ['name', 'code', 'description'],
  }),
  icon: SavingsIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'code', required: true, maxLength: 20, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
