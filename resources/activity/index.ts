import HistoryIcon from '@mui/icons-material/History';
import { lazyScreens, type ResourceDescriptor } from '../../providers/resourceDescriptor';
import { activityOperations } from './operations';

/** Every change of every record (getActivity): the administrators' audit trail, read only. */
const descriptor: ResourceDescriptor = {
  name: 'activity',
  operations: activityOperations,
  permissions: { list: 'uaa.history.read' },
  menu: { section: 'administration', order: 25 },
  ...lazyScreens(['list'], () => import('./screens')),
  icon: HistoryIcon,
  historyEntity: false,
};

export default descriptor;
