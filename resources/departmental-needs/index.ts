import ChecklistIcon from '@mui/icons-material/Checklist';
import {
  areaAccess,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { departmentalNeedOperations } from './operations';

/** Departmental needs (getDepartmentalNeeds, createUpdateDepartmentalNeed, deleteDepartmentalNeed). */
const descriptor: ResourceDescriptor = {
  name: 'departmental-needs',
  operations: departmentalNeedOperations,
  permissions: areaAccess('app.departmentalNeed', ['list', 'create', 'edit', 'delete']),
  ...lazyScreens(['list', 'create', 'edit'], () => import('./screens')),
  menu: { section: 'planning', order: 50 },
  icon: ChecklistIcon,
  recordRepresentation: 'description',
};

export default descriptor;
