import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { tendererSectionResource } from '../reference-data/tendererSectionResource';
import { tendererSectionOperations } from '../../providers/operations/reference';

/** Money the tenderer can draw on (getAllTendererFinancialResourcesByTendererUuidAndDeleted, ...). */
export default tendererSectionResource({
  name: 'tenderer-financial-resources',
  order: 50,
  operations: tendererSectionOperations({
    service: 'uaa',
    list: 'getAllTendererFinancialResourcesByTendererUuidAndDeleted',
    type: 'TendererFinancialResource',
    variable: 'tendererFinancialResource',
    fields: ['sourceName', 'amount', 'currency'],
  }),
  icon: AccountBalanceIcon,
  recordRepresentation: 'sourceName',
  fields: [
    { source: 'sourceName', required: true, minLength: 2, maxLength: 200 },
    { source: 'amount', kind: 'number', required: true, min: 0 },
    { source: 'currency', minLength: 3, maxLength: 3 },
  ],
});
