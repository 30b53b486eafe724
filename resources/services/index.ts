import GroupsIcon from '@mui/icons-material/Groups';
import { ServiceUsersPage } from './ServiceUsersPage';

/** Who serves each of my institution's services (getAllUsersAssignedToService, assign, remove). */
export default {
  list: ServiceUsersPage,
  icon: GroupsIcon,
};
