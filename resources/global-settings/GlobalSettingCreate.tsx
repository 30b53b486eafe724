import { Create, SimpleForm, TextInput, maxLength, regex, required } from 'react-admin';

export const GlobalSettingCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <TextInput
        source="key"
        validate={[required(), regex(/^[A-Z][A-Z0-9_]{1,119}$/, 'zabuni.settings.keyRule')]}
        helperText="zabuni.settings.keyHint"
      />
      <TextInput source="value" validate={[required(), maxLength(2000)]} fullWidth />
    </SimpleForm>
  </Create>
);
