import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { RoleCreate } from './RoleCreate';
import { RoleEdit } from './RoleEdit';
import { RoleList } from './RoleList';
import { RoleShow } from './RoleShow';

/** Roles (allRolesPageable, getRoleByUuid, createUpdateRole, assignPermission, deleteRole, ...). */
export default {
  list: RoleList,
  show: RoleShow,
  create: RoleCreate,
  edit: RoleEdit,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
};
