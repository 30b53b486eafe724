import PeopleIcon from '@mui/icons-material/People';
import {
  areaAccess,
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
  ...lazyScreens(['list', 'show', 'create', 'edit'], () => import('./screens')),
  icon: PeopleIcon,
  recordRepresentation: 'fullName',
};

export default descriptor;
