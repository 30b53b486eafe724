import PeopleIcon from '@mui/icons-material/People';
import {
  areaAccess,
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { userOperations } from './operations';

/** User accounts (getAllUsersByInstitutionId, userDetails, createUpdateUserAccount, ...). */
const descriptor: ResourceDescriptor = {
  name: 'users',
  operations: userOperations,
  permissions: areaAccess('uaa.user'),
  menu: { section: 'people', order: 10 },
  ...joinScreens(
    lazyScreens(['list'], () => import('./listScreen')),
    lazyScreens(['show', 'create', 'edit'], () => import('./screens')),
  ),
  icon: PeopleIcon,
  recordRepresentation: 'fullName',
};

export default descriptor;
