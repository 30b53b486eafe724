import BadgeIcon from '@mui/icons-material/Badge';
import {
  areaAccess,
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { designationOperations } from './operations';

/** Designations (allDesignationsPageable, createDesignation, deleteDesignation). */
const descriptor: ResourceDescriptor = {
  name: 'designations',
  operations: designationOperations,
  permissions: areaAccess('uaa.designation', ['list', 'create', 'delete']),
  menu: { section: 'institutions', order: 50 },
  ...joinScreens(
    lazyScreens(['list'], () => import('./listScreen')),
    lazyScreens(['create'], () => import('./screens')),
  ),
  icon: BadgeIcon,
  recordRepresentation: 'name',
};

export default descriptor;
