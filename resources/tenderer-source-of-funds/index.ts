import SavingsIcon from '@mui/icons-material/Savings';
import { generalReferenceResource } from '../reference-data/referenceResource';

/** Tenderer sources of funds (allTendererSourceOfFunds, findTendererSourceOfFundByUuid, ...). */
export default generalReferenceResource({
  name: 'tenderer-source-of-funds',
  menu: { section: 'generalReference', order: 150 },
  list: 'allTendererSourceOfFunds',
  type: 'TendererSourceOfFund',
  icon: SavingsIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
