import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { gfsCategories } from '../../contract/procurementReference';
import { referenceResource } from '../reference-data';

/** GFS codes (getAllGFSCodes, createUpdateGFSCode, deleteGFSCode). */
export default referenceResource({
  icon: AccountBalanceIcon,
  sortField: 'code',
  bulkActivation: true,
  fields: [
    { source: 'code', required: true, maxLength: 10, sortable: true },
    { source: 'description', required: true, maxLength: 300, sortable: true },
    {
      source: 'category',
      kind: 'select',
      required: true,
      filter: true,
      choices: gfsCategories.map((id) => ({ id, name: `zabuni.appReference.gfsCategories.${id}` })),
    },
  ],
});
