import SavingsIcon from '@mui/icons-material/Savings';
import { referenceResource } from '../reference-data';

/** Sources of funds (getAllSourceOfFunds, createUpdateSourceOfFunds, deleteSourceOfFunds). */
export default referenceResource({
  icon: SavingsIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'code', required: true, maxLength: 20, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
