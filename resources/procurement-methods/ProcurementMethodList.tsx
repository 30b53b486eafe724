import {
  Datagrid,
  DeleteButton,
  EditButton,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { List } from '../shared/List';
import { MethodStageTimes } from './MethodStageTimes';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="ocdsMethod"
    source="ocdsMethod"
    choices={['open', 'selective', 'limited', 'direct'].map((id) => ({ id, name: id }))}
  />,
];

/**
 * Procurement methods under their national names and the OCDS method each maps to; a row opens to
 * show the method's stages and stage-to-stage times.
 */
export const ProcurementMethodList = () => (
  <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
    <Datagrid bulkActionButtons={false} rowClick="expand" expand={<MethodStageTimes />}>
      <TextField source="name" />
      <TextField source="code" />
      <TextField source="ocdsMethod" sortable={false} />
      <EditButton />
      <DeleteButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
);
