import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { gfsCategories } from '../../contract/procurementReference';
import { appReferenceResource } from '../reference-data/referenceResource';
import { searchFilters } from '../../providers/operations/reference';

/** GFS codes (getAllGFSCodes, createUpdateGFSCode, deleteGFSCode). */
export default appReferenceResource({
  name: 'gfs-codes',
  menu: { section: 'procurementReference', order: 70 },
  list: 'getAllGFSCodes',
  type: 'GfsCode',
  save: 'createUpdateGFSCode',
  find: 'findGFSCodeByUuid',
  remove: 'deleteGFSCode',
  filters: searchFilters('category'),
  icon: AccountBalanceIcon,
  sortField: 'code',
  bulkActivation: true,
  fields: [
    {
      source: 'code',
      required: true,
      minLength: 2,
      maxLength: 10,
      format: 'digits',
      sortable: true,
    },
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
