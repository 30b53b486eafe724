import TimelineIcon from '@mui/icons-material/Timeline';
import { referenceResource } from '../reference-data/referenceResource';
import { appReferenceOperations } from '../../providers/operations/reference';
import { appReferenceAccess } from '../../providers/resourceDescriptor';

/** Timelines (getTimelines, createUpdateTimeline, deleteTimeline). */
export default referenceResource({
  name: 'timelines',
  menu: { section: 'procurementReference', order: 40 },
  permissions: appReferenceAccess,
  operations: appReferenceOperations({
    list: 'getTimelines',
    type: 'Timeline',
    variable: 'timeline',
    find: 'findTimelineByUuid',
    remove: 'deleteTimeline',
    fields: 'name code days description',
    inputFields: ['name', 'code', 'days', 'description'],
  }),
  icon: TimelineIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'code', required: true, maxLength: 40, sortable: true },
    { source: 'days', kind: 'number', required: true, min: 0, max: 3650, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
