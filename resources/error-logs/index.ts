import BugReportIcon from '@mui/icons-material/BugReport';
import { ErrorLogList } from './ErrorLogList';

/** Error logs of the monitor service (getErrorLogs); written by browsers through saveErrorLog. */
export default {
  list: ErrorLogList,
  icon: BugReportIcon,
  recordRepresentation: 'kind',
};
