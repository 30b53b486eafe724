import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { descriptionField, nameField } from '../reference-data/fields';

/** Statutory boards (allStatutoryBoards, createUpdateStatutoryBoard, deleteStatutoryBoardByUuid). */
export default generalReferenceResource({
  name: 'statutory-boards',
  menu: { section: 'generalReference', order: 70 },
  list: 'allStatutoryBoards',
  type: 'StatutoryBoard',
  icon: AccountBalanceIcon,
  bulkActivation: true,
  fields: [nameField(200, 2), { source: 'acronym', maxLength: 20 }, descriptionField],
});
