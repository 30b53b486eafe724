import { VersionedEdit } from '../shared/VersionedEdit';
import { SimpleForm, TextInput } from 'react-admin';
import { SettingValueInput } from './SettingValueInput';

export const GlobalSettingEdit = () => (
  <VersionedEdit redirect="list">
    <SimpleForm>
      <TextInput source="key" disabled />
      <SettingValueInput />
    </SimpleForm>
  </VersionedEdit>
);
