import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { gfsCategories } from '../../contract/procurementReference';
import { appReferenceResource } from '../reference-data/referenceResource';

/** GFS codes (getAllGFSCodes, createUpdateGFSCode, deleteGFSCode). */
export default appReferenceResource({
  name: 'gfs-codes',
  menu: { section: 'procurementReference', order: 70 },
  list: 'getAllGFSCodes',
  type: 'GfsCode',
  save: 'createUpdateGFSCode',
  find: 'findGFSCodeByUuid',
  remove: 'deleteGFSCode',
  icon: AccountBalanceIcon,
  bulkActivation: true,
  fields: [
    {
      source: 'code',
      required: true,
      minLength: 2,
      maxLength: 10,
      format: 'digits',
    },
    { source: 'description', required: true, maxLength: 300 },
    {
      source: 'category',
      kind: 'select',
      required: true,
      choices: gfsCategories.map((id) => ({ id, name: `zabuni.appReference.gfsCategories.${id}` })),
    },
  ],
});
