import { BooleanInput, SimpleForm, TextInput, maxLength, regex, required } from 'react-admin';
import { InstitutionInput } from '../identity/InstitutionInput';
import { usePlatformAdmin } from '../identity/usePlatformAdmin';

// The server's rule: PROCUREMENT_OFFICER, HEAD_OF_PMU, ... are names the browser reads flags from.
const roleName = regex(/^[A-Z][A-Z0-9_]{1,119}$/, 'zabuni.identity.roleNameRule');
const toUpperName = (value: string) => value?.toUpperCase().replace(/\s+/g, '_');

/** A role's name and description; platform administrators choose the institution of a new role. */
export const RoleForm = ({ isNew = false }: { isNew?: boolean }) => {
  const isPlatformAdmin = usePlatformAdmin();
  return (
    <SimpleForm defaultValues={{ active: true }}>
      <TextInput
        source="name"
        validate={[required(), roleName]}
        parse={toUpperName}
        helperText="zabuni.identity.roleNameRule"
        fullWidth
      />
      <TextInput source="description" validate={maxLength(250)} multiline fullWidth />
      <TextInput
        source="descriptionSw"
        label="zabuni.referenceData.descriptionSw"
        validate={maxLength(250)}
        multiline
        fullWidth
      />
      {isNew && isPlatformAdmin && (
        <InstitutionInput
          source="institutionUuid"
          optionValue="uuid"
          helperText="zabuni.identity.ownInstitutionIfEmpty"
          fullWidth
        />
      )}
      <BooleanInput source="active" />
      <BooleanInput source="requiresSecondFactor" helperText="zabuni.secondFactor.roleHelp" />
    </SimpleForm>
  );
};
