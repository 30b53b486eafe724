import ChecklistIcon from '@mui/icons-material/Checklist';
import { lazyScreens, type ResourceDescriptor } from '../../providers/resourceDescriptor';
import { departmentalNeedOperations } from './operations';

/** Departmental needs (getDepartmentalNeeds, createUpdateDepartmentalNeed, deleteDepartmentalNeed). */
const descriptor: ResourceDescriptor = {
  name: 'departmental-needs',
  operations: departmentalNeedOperations,
  permissions: {
    list: 'app.departmentalNeed.read',
    create: 'app.departmentalNeed.write',
    edit: 'app.departmentalNeed.write',
    delete: 'app.departmentalNeed.delete',
  },
  ...lazyScreens(['list', 'create', 'edit'], () => import('./screens')),
  menu: { section: 'planning', order: 50 },
  icon: ChecklistIcon,
  recordRepresentation: 'description',
};

export default descriptor;
