import PeopleIcon from '@mui/icons-material/People';
import { lazyScreens, type ResourceDescriptor } from '../../providers/resourceDescriptor';
import { userOperations } from './operations';

/** User accounts (getAllUsersByInstitutionId, userDetails, createUpdateUserAccount, ...). */
const descriptor: ResourceDescriptor = {
  name: 'users',
  operations: userOperations,
  permissions: {
    list: 'uaa.user.read',
    show: 'uaa.user.read',
    create: 'uaa.user.write',
    edit: 'uaa.user.write',
    delete: 'uaa.user.delete',
  },
  menu: { section: 'people', order: 10 },
  ...lazyScreens(['list', 'show', 'create', 'edit'], () => import('./screens')),
  icon: PeopleIcon,
  recordRepresentation: 'fullName',
};

export default descriptor;
