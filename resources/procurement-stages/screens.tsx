import { VersionedEdit } from '../shared/VersionedEdit';
import {
  Create,
  Datagrid,
  DeleteButton,
  EditButton,
  NumberField,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  maxLength,
  minValue,
  required,
} from 'react-admin';
import { LocalTextField } from '../reference-data/localName';
import { List } from '../shared/List';
import { procurementStageTypes } from '../../contract/procurementReference';
import { nameRules } from '../shared/validators';

// The procurement stages' screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).

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

/** A stage's name, kind and place in the order (0 first). */
const ProcurementStageForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={nameRules(150)} fullWidth />
    <TextInput
      source="nameSw"
      label="zabuni.referenceData.nameSw"
      validate={maxLength(150)}
      fullWidth
    />
    <SelectInput
      source="procurementStageTypeEnum"
      choices={procurementStageTypes.map((id) => ({ id, name: id }))}
      validate={required()}
    />
    <NumberInput source="position" validate={[required(), minValue(0)]} />
  </SimpleForm>
);

const ProcurementStageCreate = () => (
  <Create redirect="list">
    <ProcurementStageForm />
  </Create>
);

const ProcurementStageEdit = () => (
  <VersionedEdit redirect="list">
    <ProcurementStageForm />
  </VersionedEdit>
);

export {
  ProcurementStageList as list,
  ProcurementStageCreate as create,
  ProcurementStageEdit as edit,
};
