import TimelineIcon from '@mui/icons-material/Timeline';
import { Datagrid, DeleteButton, List, NumberField, TextField } from 'react-admin';

/** The procurement stages in order; deleting one also removes the stage-to-stage times using it. */
const ProcurementStageList = () => (
  <List pagination={false} perPage={200} exporter={false}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <NumberField source="position" sortable={false} />
      <TextField source="name" sortable={false} />
      <TextField source="procurementStageTypeEnum" sortable={false} />
      <DeleteButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
);

export default {
  list: ProcurementStageList,
  icon: TimelineIcon,
  recordRepresentation: 'name',
};
