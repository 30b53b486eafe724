import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import {
  areaAccess,
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { roleOperations } from './operations';

/** Roles (allRolesPageable, getRoleByUuid, createUpdateRole, assignPermission, deleteRole, ...). */
const descriptor: ResourceDescriptor = {
  name: 'roles',
  operations: roleOperations,
  permissions: areaAccess('uaa.role'),
  menu: { section: 'people', order: 20 },
  ...joinScreens(
    lazyScreens(['list'], () => import('./listScreen')),
    lazyScreens(['show', 'create', 'edit'], () => import('./screens')),
  ),
  icon: AdminPanelSettingsIcon,
  // Its title as the list shows it, not the name it stands for (SUPER_ADMINISTRATOR).
  recordRepresentation: 'title',
};

export default descriptor;
