import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import { holidayTypes } from '../../contract/procurementReference';
import { referenceResource } from '../reference-data';

/** Public holidays (getHolidays, createUpdateHoliday, deleteHoliday); Tanzania's are seeded. */
export default referenceResource({
  icon: BeachAccessIcon,
  sortField: 'date',
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'date', required: true, maxLength: 10, sortable: true },
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
