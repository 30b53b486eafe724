import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { referenceResource } from '../reference-data/referenceResource';
import { generalReferenceOperations } from '../../providers/operations/reference';
import { generalReferenceAccess } from '../../providers/resourceDescriptor';

/** Statutory boards (allStatutoryBoards, createUpdateStatutoryBoard, deleteStatutoryBoardByUuid). */
export default referenceResource({
  name: 'statutory-boards',
  menu: { section: 'generalReference', order: 70 },
  permissions: generalReferenceAccess,
  operations: generalReferenceOperations({
    list: 'allStatutoryBoards',
    type: 'StatutoryBoard',
    variable: 'statutoryBoard',
    fields: ['name', 'acronym', 'description'],
  }),
  icon: AccountBalanceIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'acronym', maxLength: 20, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
