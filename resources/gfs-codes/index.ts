import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { gfsCategories } from '../../contract/procurementReference';
import { referenceResource } from '../reference-data/referenceResource';
import { appReferenceOperations, searchFilters } from '../../providers/operations/reference';
import { appReferenceAccess } from '../../providers/resourceDescriptor';

/** GFS codes (getAllGFSCodes, createUpdateGFSCode, deleteGFSCode). */
export default referenceResource({
  name: 'gfs-codes',
  menu: { section: 'procurementReference', order: 70 },
  permissions: appReferenceAccess,
  operations: appReferenceOperations({
    list: 'getAllGFSCodes',
    type: 'GfsCode',
    save: 'createUpdateGFSCode',
    variable: 'gfsCode',
    find: 'findGFSCodeByUuid',
    remove: 'deleteGFSCode',
    fields: 'code description category',
    inputFields: ['code', 'description', 'category'],
    filters: searchFilters('description', { category: { fieldName: 'category', operation: 'EQ' } }),
  }),
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
