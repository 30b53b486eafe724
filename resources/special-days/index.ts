import EventIcon from '@mui/icons-material/Event';
import { referenceResource } from '../reference-data/referenceResource';
import { appReferenceOperations } from '../../providers/operations/reference';
import { appReferenceAccess } from '../../providers/resourceDescriptor';
import { LocalItem } from '../../contract/session';
import { descriptionField, nameField } from '../reference-data/fields';

const operations = appReferenceOperations({
  list: 'getSpecialDays',
  type: 'SpecialDay',
  variable: 'specialDay',
  find: 'findSpecialDayByUuid',
  remove: 'deleteSpecialDay',
  fields: 'name date description',
  inputFields: ['name', 'date', 'description'],
});
const readList = operations.getList!;

/** The spec's local storage key 'special-days' keeps the special days last read (date and name). */
const rememberSpecialDays: typeof readList.parse = (result, params) => {
  const page = readList.parse(result, params);
  const days = (page.data as { date: string; name: string }[]).map(({ date, name }) => ({
    date,
    name,
  }));
  localStorage.setItem(LocalItem.specialDays, JSON.stringify(days));
  return page;
};

/** Special days (getSpecialDays, createUpdateSpecialDay, deleteSpecialDay). */
export default referenceResource({
  type: 'SpecialDay',
  name: 'special-days',
  menu: { section: 'procurementReference', order: 50 },
  permissions: appReferenceAccess,
  operations: { ...operations, getList: { ...readList, parse: rememberSpecialDays } },
  icon: EventIcon,
  fields: [nameField(150), { source: 'date', kind: 'date', required: true }, descriptionField],
});
