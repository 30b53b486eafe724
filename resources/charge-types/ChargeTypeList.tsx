import {
  BooleanField,
  Datagrid,
  DeleteButton,
  EditButton,
  NullableBooleanInput,
  SearchInput,
  TextField,
} from 'react-admin';
import { List } from '../shared/List';
import { ListEmpty } from '../shared/ListEmpty';
import { ShortDateField } from '../shared/ShortDateField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];

export const ChargeTypeList = () => (
  <List
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    empty={<ListEmpty message="zabuni.empty.chargeTypes" />}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="unitOfMeasure" emptyText="-" />
      <BooleanField source="active" />
      <ShortDateField source="createdAt" />
      <EditButton />
      <DeleteButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
);
