import FeedbackIcon from '@mui/icons-material/Feedback';
import { lazyScreens, type ResourceDescriptor } from '../../providers/resourceDescriptor';
import { feedbackOperations } from './operations';

/** Feedback from users (getFeedbacks), for administrators. */
const descriptor: ResourceDescriptor = {
  name: 'feedback',
  operations: feedbackOperations,
  permissions: { list: 'monitor.feedback.read' },
  menu: { section: 'administration', order: 40 },
  ...lazyScreens(['list'], () => import('./screens')),
  icon: FeedbackIcon,
  recordRepresentation: 'category',
};

export default descriptor;
