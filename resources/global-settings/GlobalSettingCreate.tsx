import { Create, SimpleForm, TextInput, regex, required } from 'react-admin';
import { SettingValueInput } from './SettingValueInput';

export const GlobalSettingCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <TextInput
        source="key"
        validate={[required(), regex(/^[A-Z][A-Z0-9_]{1,119}$/, 'zabuni.settings.keyRule')]}
        helperText="zabuni.settings.keyHint"
      />
      <SettingValueInput />
    </SimpleForm>
  </Create>
);
