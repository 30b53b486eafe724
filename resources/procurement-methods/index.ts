import AccountTreeIcon from '@mui/icons-material/AccountTree';
import {
  SIGNED_IN,
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { procurementMethodOperations } from './operations';

/**
 * Procurement methods (app service: getProcurementMethods, createUpdateProcurementMethod,
 * deleteProcurementMethod) with their stage-to-stage times.
 */
const descriptor: ResourceDescriptor = {
  name: 'procurement-methods',
  operations: procurementMethodOperations,
  permissions: {
    list: SIGNED_IN,
    create: 'app.procurementMethod.write',
    edit: 'app.procurementMethod.write',
    delete: 'app.procurementMethod.delete',
  },
  menu: { section: 'planning', order: 30 },
  ...joinScreens(
    lazyScreens(['list'], () => import('./listScreen')),
    lazyScreens(['create', 'edit'], () => import('./screens')),
  ),
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
};

export default descriptor;
