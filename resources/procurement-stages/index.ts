import TimelineIcon from '@mui/icons-material/Timeline';
import {
  SIGNED_IN,
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { procurementStageOperations } from './operations';

/** The procurement stages (getProcurementStages, createUpdateProcurementStage, ...). */
const descriptor: ResourceDescriptor = {
  name: 'procurement-stages',
  operations: procurementStageOperations,
  permissions: {
    list: SIGNED_IN,
    create: 'app.procurementMethod.write',
    edit: 'app.procurementMethod.write',
    delete: 'app.procurementMethod.delete',
  },
  ...joinScreens(
    lazyScreens(['list'], () => import('./listScreen')),
    lazyScreens(['create', 'edit'], () => import('./screens')),
  ),
  menu: { section: 'planning', order: 40 },
  icon: TimelineIcon,
  recordRepresentation: 'name',
};

export default descriptor;
