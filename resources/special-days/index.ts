import EventIcon from '@mui/icons-material/Event';
import { referenceResource } from '../reference-data';

/** Special days (getSpecialDays, createUpdateSpecialDay, deleteSpecialDay). */
export default referenceResource({
  icon: EventIcon,
  sortField: 'date',
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'date', required: true, maxLength: 10, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
