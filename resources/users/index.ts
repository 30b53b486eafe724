import PeopleIcon from '@mui/icons-material/People';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { UserShow } from './UserShow';
import type { ResourceDescriptor } from '../../providers/resourceDescriptor';
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
  list: UserList,
  show: UserShow,
  create: UserCreate,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: 'fullName',
};

export default descriptor;
