import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { lazyScreens, type ResourceDescriptor } from '../../providers/resourceDescriptor';
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
  ...lazyScreens(['list', 'create', 'edit'], () => import('./screens')),
  menu: { section: 'planning', order: 60 },
  icon: ViewModuleIcon,
  recordRepresentation: 'title',
};

export default descriptor;
