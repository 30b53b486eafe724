import SavingsIcon from '@mui/icons-material/Savings';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { descriptionField, nameField } from '../reference-data/fields';

/** Tenderer sources of funds (allTendererSourceOfFunds, findTendererSourceOfFundByUuid, ...). */
export default generalReferenceResource({
  name: 'tenderer-source-of-funds',
  menu: { section: 'generalReference', order: 150 },
  list: 'allTendererSourceOfFunds',
  type: 'TendererSourceOfFund',
  icon: SavingsIcon,
  bulkActivation: true,
  fields: [nameField(200, 2), descriptionField],
});
