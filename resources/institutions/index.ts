import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { InstitutionCreate } from './InstitutionCreate';
import { InstitutionEdit } from './InstitutionEdit';
import { InstitutionList } from './InstitutionList';
import { InstitutionShow } from './InstitutionShow';

/** Institutions (listOfInstitutions, findProcuringEntityByUuid, createUpdateInstitutions, ...). */
export default {
  list: InstitutionList,
  show: InstitutionShow,
  create: InstitutionCreate,
  edit: InstitutionEdit,
  icon: AccountBalanceIcon,
  recordRepresentation: 'name',
};
