import GroupsIcon from '@mui/icons-material/Groups';
import { lazyScreens, type ResourceDescriptor } from '../../providers/resourceDescriptor';

/** Who serves each of my institution's services (getAllUsersAssignedToService, assign, remove). */
const descriptor: ResourceDescriptor = {
  name: 'services',
  permissions: { list: 'uaa.service.user.write' },
  menu: { section: 'institutions', order: 80 },
  ...lazyScreens(['list'], () => import('./screens')),
  icon: GroupsIcon,
};

export default descriptor;
