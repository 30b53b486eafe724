import EventNoteIcon from '@mui/icons-material/EventNote';
import { PlanCreate, PlanEdit } from './PlanEditCreate';
import { PlanList } from './PlanList';

/** Annual procurement plans (app service), with their OCDS export. */
export default {
  list: PlanList,
  create: PlanCreate,
  edit: PlanEdit,
  icon: EventNoteIcon,
  recordRepresentation: 'title',
};
