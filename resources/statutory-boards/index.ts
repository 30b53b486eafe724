import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { generalReferenceResource } from '../reference-data/referenceResource';

/** Statutory boards (allStatutoryBoards, createUpdateStatutoryBoard, deleteStatutoryBoardByUuid). */
export default generalReferenceResource({
  name: 'statutory-boards',
  menu: { section: 'generalReference', order: 70 },
  list: 'allStatutoryBoards',
  type: 'StatutoryBoard',
  icon: AccountBalanceIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'acronym', maxLength: 20, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
