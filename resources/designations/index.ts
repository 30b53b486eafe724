import BadgeIcon from '@mui/icons-material/Badge';
import { DesignationCreate } from './DesignationCreate';
import { DesignationList } from './DesignationList';

/** Designations (allDesignationsPageable, createDesignation, deleteDesignation). */
export default {
  list: DesignationList,
  create: DesignationCreate,
  icon: BadgeIcon,
  recordRepresentation: 'name',
};
