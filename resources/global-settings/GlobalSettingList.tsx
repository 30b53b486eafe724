import { Datagrid, EditButton, TextField } from 'react-admin';
import { ShortDateField } from '../shared/ShortDateField';
import { LocalTextField } from '../reference-data/localName';
import { List } from '../shared/List';
import { SystemStatusPanel } from './SystemStatusPanel';

/** Global settings, with the system status (maintenance, lock) above them. */
export const GlobalSettingList = () => (
  <>
    <SystemStatusPanel />
    <List pagination={false} sort={{ field: 'key', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="key" sortable={false} />
        <TextField source="value" sortable={false} />
        <LocalTextField source="description" sortable={false} emptyText="-" />
        <ShortDateField source="updatedAt" sortable={false} />
        <EditButton />
      </Datagrid>
    </List>
  </>
);
