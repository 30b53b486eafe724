import SavingsIcon from '@mui/icons-material/Savings';
import { referenceResource } from '../reference-data';

/** Tenderer sources of funds (allTendererSourceOfFunds, findTendererSourceOfFundByUuid, ...). */
export default referenceResource({
  icon: SavingsIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
