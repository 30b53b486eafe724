import {
  CheckboxGroupInput,
  SimpleForm,
  TextInput,
  email,
  maxLength,
  required,
  useRecordContext,
  type SimpleFormProps,
} from 'react-admin';
import { useState } from 'react';
import { InstitutionInput } from '../identity/InstitutionInput';
import { usePlatformAdmin } from '../identity/usePlatformAdmin';
import { useRoleChoices } from '../identity/useRoleChoices';
import { nameRules, phoneRule } from '../shared/validators';

/**
 * An account's details and roles. Platform administrators choose the institution of a new account;
 * others create accounts in their own. Roles are the institution's and the platform's base roles.
 */
export const UserForm = ({
  isNew = false,
  ...props
}: { isNew?: boolean } & Omit<SimpleFormProps, 'children'>) => {
  const isPlatformAdmin = usePlatformAdmin();
  const record = useRecordContext<{ institutionUuid?: string }>();
  // A platform administrator gives the roles of the account's institution, not of their own.
  const [chosenInstitutionUuid, setChosenInstitutionUuid] = useState<string>();
  const roles = useRoleChoices(
    isPlatformAdmin ? (chosenInstitutionUuid ?? record?.institutionUuid) : undefined,
  );
  return (
    <SimpleForm {...props}>
      <TextInput source="fullName" validate={nameRules(200)} fullWidth />
      <TextInput
        source="email"
        type="email"
        validate={[required(), email(), maxLength(254)]}
        fullWidth
      />
      <TextInput source="salutation" validate={maxLength(20)} />
      <TextInput source="phone" validate={phoneRule} helperText="zabuni.identity.phoneRule" />
      <TextInput source="checkNumber" validate={maxLength(30)} />
      {isNew && isPlatformAdmin && (
        <InstitutionInput
          source="institutionId"
          optionValue="id"
          helperText="zabuni.identity.ownInstitutionIfEmpty"
          onChange={(_value, institution) =>
            setChosenInstitutionUuid((institution as { uuid?: string } | undefined)?.uuid)
          }
          fullWidth
        />
      )}
      <CheckboxGroupInput source="roleIds" choices={roles} optionText="label" row={false} />
    </SimpleForm>
  );
};
