import EventNoteIcon from '@mui/icons-material/EventNote';
import {
  areaAccess,
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { annualProcurementPlanOperations } from './operations';

/** Annual procurement plans (app service), with their OCDS export. */
const descriptor: ResourceDescriptor = {
  name: 'annual-procurement-plans',
  operations: annualProcurementPlanOperations,
  permissions: areaAccess('app.annualProcurementPlan'),
  menu: { section: 'planning', order: 20 },
  ...joinScreens(
    lazyScreens(['list'], () => import('./listScreen')),
    lazyScreens(['create', 'edit'], () => import('./screens')),
  ),
  icon: EventNoteIcon,
  recordRepresentation: 'title',
};

export default descriptor;
