import { VersionedEdit } from '../shared/VersionedEdit';
import {
  Create,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  minValue,
  required,
} from 'react-admin';
import { procurementStageTypes } from '../../contract/procurementReference';
import { nameRules } from '../shared/validators';

// The procurement stages' forms: one chunk, loaded when the first is opened (index.ts, lazyScreens).

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

export { ProcurementStageCreate as create, ProcurementStageEdit as edit };
