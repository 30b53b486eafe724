import TimelineIcon from '@mui/icons-material/Timeline';
import { referenceResource } from '../reference-data';

/** Timelines (getTimelines, createUpdateTimeline, deleteTimeline). */
export default referenceResource({
  icon: TimelineIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'code', required: true, maxLength: 40, sortable: true },
    { source: 'days', kind: 'number', required: true, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
