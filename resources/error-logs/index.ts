import BugReportIcon from '@mui/icons-material/BugReport';
import { lazyScreens, type ResourceDescriptor } from '../../providers/resourceDescriptor';
import { errorLogOperations } from './operations';

/** Error logs of the monitor service (getErrorLogs); written by browsers through saveErrorLog. */
const descriptor: ResourceDescriptor = {
  name: 'error-logs',
  operations: errorLogOperations,
  permissions: { list: 'monitor.errorLog.read' },
  menu: { section: 'administration', order: 30 },
  ...lazyScreens(['list'], () => import('./screens')),
  icon: BugReportIcon,
  recordRepresentation: 'kind',
};

export default descriptor;
