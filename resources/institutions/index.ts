import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import {
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { institutionOperations } from './operations';

/** Institutions (listOfInstitutions, findProcuringEntityByUuid, createUpdateInstitutions, ...). */
const descriptor: ResourceDescriptor = {
  name: 'institutions',
  operations: institutionOperations,
  permissions: {
    list: 'uaa.institution.read',
    show: 'uaa.institution.read',
    create: 'uaa.institution.all',
    edit: 'uaa.institution.write',
    delete: 'uaa.institution.all',
  },
  menu: { section: 'institutions', order: 10 },
  ...joinScreens(
    lazyScreens(['list'], () => import('./listScreen')),
    lazyScreens(['show', 'create', 'edit'], () => import('./screens')),
  ),
  icon: AccountBalanceIcon,
  recordRepresentation: 'name',
};

export default descriptor;
