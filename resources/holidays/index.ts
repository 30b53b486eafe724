import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import { holidayTypes } from '../../contract/procurementReference';
import { appReferenceResource } from '../reference-data/referenceResource';
import { nameField } from '../reference-data/fields';

/** Public holidays (getHolidays, createUpdateHoliday, deleteHoliday); Tanzania's are seeded. */
export default appReferenceResource({
  name: 'holidays',
  menu: { section: 'procurementReference', order: 60 },
  list: 'getHolidays',
  type: 'Holiday',
  find: 'findHolidayByUuid',
  remove: 'deleteHoliday',
  icon: BeachAccessIcon,
  fields: [
    nameField(150),
    { source: 'date', kind: 'date', required: true },
    {
      source: 'type',
      kind: 'select',
      required: true,
      choices: holidayTypes.map((id) => ({ id, name: `zabuni.appReference.holidayTypes.${id}` })),
    },
  ],
});
