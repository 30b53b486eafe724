import ChecklistIcon from '@mui/icons-material/Checklist';
import {
  areaAccess,
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { departmentalNeedOperations } from './operations';

/** Departmental needs (getDepartmentalNeeds, createUpdateDepartmentalNeed, deleteDepartmentalNeed). */
const descriptor: ResourceDescriptor = {
  name: 'departmental-needs',
  operations: departmentalNeedOperations,
  permissions: areaAccess('app.departmentalNeed', ['list', 'create', 'edit', 'delete']),
  // The list is a chunk apart from the forms: it carries no react-admin form (issue 42).
  ...joinScreens(
    lazyScreens(['list'], () => import('./DepartmentalNeedList')),
    lazyScreens(['create', 'edit'], () => import('./screens')),
  ),
  menu: { section: 'planning', order: 50 },
  icon: ChecklistIcon,
  recordRepresentation: 'description',
};

export default descriptor;
