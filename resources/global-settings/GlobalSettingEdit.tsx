import { Edit, SimpleForm, TextInput, maxLength, required } from 'react-admin';

export const GlobalSettingEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <TextInput source="key" disabled />
      <TextInput source="value" validate={[required(), maxLength(2000)]} fullWidth />
    </SimpleForm>
  </Edit>
);
