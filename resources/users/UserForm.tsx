import {
  CheckboxGroupInput,
  SimpleForm,
  TextInput,
  email,
  maxLength,
  minLength,
  regex,
  required,
  type SimpleFormProps,
} from 'react-admin';
import { InstitutionInput } from '../identity/InstitutionInput';
import { usePlatformAdmin } from '../identity/usePlatformAdmin';
import { useRoleChoices } from '../identity/useRoleChoices';

const phone = regex(/^\+[1-9]\d{7,14}$/, 'zabuni.identity.phoneRule');

/**
 * An account's details and roles. Platform administrators choose the institution of a new account;
 * others create accounts in their own. Roles are the institution's and the platform's base roles.
 */
export const UserForm = ({
  isNew = false,
  ...props
}: { isNew?: boolean } & Omit<SimpleFormProps, 'children'>) => {
  const isPlatformAdmin = usePlatformAdmin();
  const roles = useRoleChoices();
  return (
    <SimpleForm {...props}>
      <TextInput
        source="fullName"
        validate={[required(), minLength(2), maxLength(200)]}
        fullWidth
      />
      <TextInput
        source="email"
        type="email"
        validate={[required(), email(), maxLength(254)]}
        fullWidth
      />
      <TextInput source="salutation" validate={maxLength(20)} />
      <TextInput source="phone" validate={phone} helperText="zabuni.identity.phoneRule" />
      <TextInput source="checkNumber" validate={maxLength(30)} />
      {isNew && isPlatformAdmin && (
        <InstitutionInput
          source="institutionId"
          optionValue="id"
          helperText="zabuni.identity.ownInstitutionIfEmpty"
          fullWidth
        />
      )}
      <CheckboxGroupInput source="roleIds" choices={roles} optionText="name" row={false} />
    </SimpleForm>
  );
};
