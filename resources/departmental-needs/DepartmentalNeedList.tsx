import {
  Datagrid,
  DeleteButton,
  EditButton,
  NumberField,
  SelectField,
  TextField,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { List } from '../shared/List';
import { Box } from '@mui/material';
import { ListEmpty } from '../shared/ListEmpty';
import { ShortDateField } from '../shared/ShortDateField';
import { LocalTextField } from '../reference-data/localName';
import { needStatusChoices } from './statuses';
import { DEFAULT_PAGE_SIZE } from '../../contract/limits';
import { SearchFilter } from '../shared/filters/SearchFilter';
import { SelectFilter, TextFilter } from '../shared/filters/formFilterInputs';

/** The server's list spec: description (search) and department LIKE, status EQ. */
const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <TextFilter key="departmentName" source="departmentName" />,
  <SelectFilter key="status" source="status" choices={needStatusChoices} />,
];

const isConsolidated = (record?: RaRecord) => record?.status === 'CONSOLIDATED';

/** Edit and delete, except on a need taken into the annual plan (the server refuses both). */
const RowActions = () => {
  const record = useRecordContext();
  if (isConsolidated(record)) return null;
  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
      <EditButton />
      <DeleteButton mutationMode="pessimistic" label="ra.action.delete" />
    </Box>
  );
};

/** The caller's institution's departmental needs (every institution's for platform administrators). */
function DepartmentalNeedList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={DEFAULT_PAGE_SIZE}
      empty={
        <ListEmpty message="zabuni.planningLists.noNeeds" hint="zabuni.planningLists.needsScope" />
      }
    >
      <Datagrid
        rowClick={(_id, _resource, record) => (isConsolidated(record) ? false : 'edit')}
        bulkActionButtons={false}
      >
        <TextField source="departmentName" />
        <TextField source="description" />
        <TextField source="financialYear.code" sortable={false} emptyText="-" />
        <LocalTextField source="procurementCategory.name" sortable={false} emptyText="-" />
        <NumberField source="quantity" sortable={false} />
        <TextField source="unitOfMeasure.name" sortable={false} emptyText="-" />
        <NumberField source="estimatedAmount" options={{ maximumFractionDigits: 2 }} />
        <SelectField source="status" choices={needStatusChoices} />
        <ShortDateField source="createdAt" />
        <RowActions />
      </Datagrid>
    </List>
  );
}

export { DepartmentalNeedList as list };
