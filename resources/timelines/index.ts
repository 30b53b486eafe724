import TimelineIcon from '@mui/icons-material/Timeline';
import { appReferenceResource } from '../reference-data/referenceResource';

/** Timelines (getTimelines, createUpdateTimeline, deleteTimeline). */
export default appReferenceResource({
  name: 'timelines',
  menu: { section: 'procurementReference', order: 40 },
  list: 'getTimelines',
  type: 'Timeline',
  find: 'findTimelineByUuid',
  remove: 'deleteTimeline',
  icon: TimelineIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'code', required: true, maxLength: 40, sortable: true },
    { source: 'days', kind: 'number', required: true, min: 0, max: 3650, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
