import { Datagrid, DeleteButton, EditButton, NumberField, TextField } from 'react-admin';
import { LocalTextField } from '../reference-data/localName';
import { List } from '../shared/List';

// The procurement stages' list: a chunk of its own, without the forms' inputs (index.ts).

/** The procurement stages in order; deleting one also removes the stage-to-stage times using it. */
const ProcurementStageList = () => (
  <List pagination={false} perPage={200}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <NumberField source="position" sortable={false} />
      <LocalTextField source="name" sortable={false} />
      <TextField source="procurementStageTypeEnum" sortable={false} />
      <EditButton />
      <DeleteButton mutationMode="pessimistic" label="ra.action.delete" />
    </Datagrid>
  </List>
);

export { ProcurementStageList as list };
