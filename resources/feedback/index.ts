import FeedbackIcon from '@mui/icons-material/Feedback';
import { FeedbackList } from './FeedbackList';

/** Feedback from users (getFeedbacks), for administrators. */
export default {
  list: FeedbackList,
  icon: FeedbackIcon,
  recordRepresentation: 'category',
};
