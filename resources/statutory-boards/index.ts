import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { referenceResource } from '../reference-data';

/** Statutory boards (allStatutoryBoards, createUpdateStatutoryBoard, deleteStatutoryBoardByUuid). */
export default referenceResource({
  icon: AccountBalanceIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'acronym', maxLength: 20, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
