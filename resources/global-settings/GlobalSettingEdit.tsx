import { Edit, SimpleForm, TextInput } from 'react-admin';
import { SettingValueInput } from './SettingValueInput';

export const GlobalSettingEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <TextInput source="key" disabled />
      <SettingValueInput />
    </SimpleForm>
  </Edit>
);
