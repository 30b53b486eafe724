import { BooleanInput, SimpleForm, TextInput, maxLength } from 'react-admin';
import { NAME_MAX_LENGTH } from '../../contract/limits';
import { nameRules } from '../shared/validators';

/** The fields of a charge type, shared by create and edit; the server applies the same rules. */
export const ChargeTypeForm = () => (
  <SimpleForm defaultValues={{ active: true }}>
    <TextInput source="name" validate={nameRules(NAME_MAX_LENGTH)} fullWidth />
    <TextInput source="unitOfMeasure" validate={maxLength(60)} fullWidth />
    <BooleanInput source="active" />
  </SimpleForm>
);
