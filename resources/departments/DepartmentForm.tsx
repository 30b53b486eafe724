import { BooleanInput, SimpleForm, TextInput, maxLength, regex, required } from 'react-admin';
import { InstitutionPicker } from './InstitutionPicker';
import { useActsAcrossInstitutions } from './institutionFilters';
import { nameRules } from '../shared/validators';

/** A department's name, code and flags; platform administrators choose a new one's institution. */
export const DepartmentForm = ({ isNew = false }: { isNew?: boolean }) => {
  const isPlatformAdmin = useActsAcrossInstitutions();
  return (
    <SimpleForm defaultValues={{ active: true }}>
      {isNew && isPlatformAdmin && <InstitutionPicker validate={required()} fullWidth />}
      <TextInput source="name" validate={nameRules(150)} fullWidth />
      <TextInput
        source="code"
        validate={[
          required(),
          maxLength(30),
          regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'zabuni.departments.codeRule'),
        ]}
      />
      <BooleanInput source="isDefault" helperText="zabuni.departments.defaultHint" />
      <BooleanInput source="active" />
    </SimpleForm>
  );
};
