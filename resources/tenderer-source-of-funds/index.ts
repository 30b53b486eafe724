import SavingsIcon from '@mui/icons-material/Savings';
import { referenceResource } from '../reference-data/referenceResource';
import { generalReferenceOperations } from '../../providers/operations/reference';
import { generalReferenceAccess } from '../../providers/resourceDescriptor';

/** Tenderer sources of funds (allTendererSourceOfFunds, findTendererSourceOfFundByUuid, ...). */
export default referenceResource({
  name: 'tenderer-source-of-funds',
  menu: { section: 'generalReference', order: 150 },
  permissions: generalReferenceAccess,
  operations: generalReferenceOperations({
    list: 'allTendererSourceOfFunds',
    type: 'TendererSourceOfFund',
    variable: 'tendererSourceOfFund',
    fields: ['name', 'description'],
  }),
  icon: SavingsIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
