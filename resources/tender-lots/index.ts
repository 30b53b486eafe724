import ViewModuleIcon from '@mui/icons-material/ViewModule';
import {
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { tenderLotOperations } from './operations';

/** The lots of a tender (getTenderLots, createUpdateTenderLot, deleteTenderLot). */
const descriptor: ResourceDescriptor = {
  name: 'tender-lots',
  operations: tenderLotOperations,
  permissions: {
    list: 'app.tenderLot.read',
    create: 'app.tenderLot.write',
    edit: 'app.tenderLot.write',
    delete: 'app.tenderLot.write',
  },
  // The list is a chunk apart from the forms: it carries no react-admin form (issue 42).
  ...joinScreens(
    lazyScreens(['list'], () => import('./TenderLotList')),
    lazyScreens(['create', 'edit'], () => import('./screens')),
  ),
  menu: { section: 'planning', order: 60 },
  icon: ViewModuleIcon,
  recordRepresentation: 'title',
};

export default descriptor;
