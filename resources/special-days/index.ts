import EventIcon from '@mui/icons-material/Event';
import { referenceResource } from '../reference-data/referenceResource';
import { appReferenceOperations } from '../../providers/operations/reference';
import { appReferenceAccess } from '../../providers/resourceDescriptor';

/** Special days (getSpecialDays, createUpdateSpecialDay, deleteSpecialDay). */
export default referenceResource({
  name: 'special-days',
  menu: { section: 'procurementReference', order: 50 },
  permissions: appReferenceAccess,
  operations: appReferenceOperations({
    list: 'getSpecialDays',
    type: 'SpecialDay',
    variable: 'specialDay',
    find: 'findSpecialDayByUuid',
    remove: 'deleteSpecialDay',
    fields: 'name date description',
    inputFields: ['name', 'date', 'description'],
  }),
  icon: EventIcon,
  sortField: 'date',
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'date', kind: 'date', required: true, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
