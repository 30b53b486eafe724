import { DeleteButton, EditButton, TextField } from 'react-admin';
import { SelectFilter } from '../shared/filters/formFilterInputs';
import { LocalTextField } from '../reference-data/localName';
import { ListFrame } from '../shared/ListFrame';
import { MethodStageTimes } from './MethodStageTimes';

const filters = [
  <SelectFilter
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
  <ListFrame filters={filters} perPage={10} rowClick="expand" expand={<MethodStageTimes />}>
    <LocalTextField source="name" />
    <TextField source="code" />
    <TextField source="ocdsMethod" sortable={false} />
    <EditButton />
    <DeleteButton mutationMode="pessimistic" label="ra.action.delete" />
  </ListFrame>
);
