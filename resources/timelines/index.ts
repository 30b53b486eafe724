import TimelineIcon from '@mui/icons-material/Timeline';
import { appReferenceResource } from '../reference-data/referenceResource';
import { codeField, descriptionField, nameField } from '../reference-data/fields';

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
    nameField(150),
    codeField(40),
    { source: 'days', kind: 'number', required: true, min: 0, max: 3650 },
    descriptionField,
  ],
});
