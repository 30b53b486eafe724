import { Datagrid, EditButton, TextField } from 'react-admin';
import { ShortDateField } from '../shared/ShortDateField';
import { List } from '../shared/List';
import { SearchFilter } from '../shared/filters/SearchFilter';

const filters = [<SearchFilter key="q" source="q" alwaysOn />];

/** The documents signed in the first-login wizard. */
export const DocumentTemplateList = () => (
  <List filters={filters} sort={{ field: 'categoryCode', order: 'ASC' }} exporter={false}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="categoryCode" />
      <TextField source="title" />
      <ShortDateField source="updatedAt" sortable={false} emptyText="-" />
      <EditButton />
    </Datagrid>
  </List>
);
