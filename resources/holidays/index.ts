import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import { holidayTypes } from '../../contract/procurementReference';
import { appReferenceResource } from '../reference-data/referenceResource';
import { searchFilters } from '../../providers/operations/reference';
import { nameField } from '../reference-data/fields';

/** Public holidays (getHolidays, createUpdateHoliday, deleteHoliday); Tanzania's are seeded. */
export default appReferenceResource({
  name: 'holidays',
  menu: { section: 'procurementReference', order: 60 },
  list: 'getHolidays',
  type: 'Holiday',
  find: 'findHolidayByUuid',
  remove: 'deleteHoliday',
  filters: searchFilters('type'),
  icon: BeachAccessIcon,
  sortField: 'date',
  fields: [
    nameField(150),
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
