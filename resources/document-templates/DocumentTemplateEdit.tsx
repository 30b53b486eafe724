import { VersionedEdit } from '../shared/VersionedEdit';
import { SimpleForm, TextInput, maxLength, minLength, required } from 'react-admin';

/** {{signatoryName}}, {{procuringEntityName}} and {{date}} are filled in for each signatory. */
export const DocumentTemplateEdit = () => (
  <VersionedEdit redirect="list">
    <SimpleForm>
      <TextInput source="categoryCode" disabled />
      <TextInput source="title" validate={[required(), minLength(3), maxLength(250)]} fullWidth />
      <TextInput
        source="bodyHtml"
        validate={[required(), minLength(20)]}
        multiline
        minRows={12}
        fullWidth
        helperText="zabuni.templates.placeholders"
      />
    </SimpleForm>
  </VersionedEdit>
);
