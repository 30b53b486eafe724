import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import { holidayTypes } from '../../contract/procurementReference';
import { referenceResource } from '../reference-data/referenceResource';
import { appReferenceOperations, searchFilters } from '../../providers/operations/reference';
import { appReferenceAccess } from '../../providers/resourceDescriptor';

/** Public holidays (getHolidays, createUpdateHoliday, deleteHoliday); Tanzania's are seeded. */
export default referenceResource({
  name: 'holidays',
  menu: { section: 'procurementReference', order: 60 },
  permissions: appReferenceAccess,
  operations: appReferenceOperations({
    list: 'getHolidays',
    type: 'Holiday',
    variable: 'holiday',
    find: 'findHolidayByUuid',
    remove: 'deleteHoliday',
    fields: 'name date type',
    inputFields: ['name', 'date', 'type'],
    filters: searchFilters('name', { type: { fieldName: 'type', operation: 'EQ' } }),
  }),
  icon: BeachAccessIcon,
  sortField: 'date',
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'date', kind: 'date', required: true, sortable: true },
    {
      source: 'type',
      kind: 'select',
      required: true,
      filter: true,
      sortable: true,
      choices: holidayTypes.map((id) => ({ id, name: `zabuni.appReference.holidayTypes.${id}` })),
    },
  ],
});
