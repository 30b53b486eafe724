import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazyScreens, type ResourceDescriptor } from '../../providers/resourceDescriptor';
import { annualProcurementPlanOperations } from './operations';

/** Annual procurement plans (app service), with their OCDS export. */
const descriptor: ResourceDescriptor = {
  name: 'annual-procurement-plans',
  operations: annualProcurementPlanOperations,
  permissions: {
    list: 'app.annualProcurementPlan.read',
    show: 'app.annualProcurementPlan.read',
    create: 'app.annualProcurementPlan.write',
    edit: 'app.annualProcurementPlan.write',
    delete: 'app.annualProcurementPlan.delete',
  },
  menu: { section: 'planning', order: 20 },
  ...lazyScreens(['list', 'create', 'edit'], () => import('./screens')),
  icon: EventNoteIcon,
  recordRepresentation: 'title',
};

export default descriptor;
