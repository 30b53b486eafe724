import {
  DeleteWithConfirmButton,
  EditButton,
  EmailField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
} from 'react-admin';
import { ShortDateField } from '../shared/ShortDateField';
import { AccountState, RoleChips } from './UserList';
import { IdentifierField } from '../identity/IdentifierField';
import { ResetSecondFactorButton } from './ResetSecondFactorButton';

const Actions = () => {
  const notify = useNotify();
  return (
    <TopToolbar>
      <EditButton />
      <ResetSecondFactorButton />
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        mutationOptions={{
          onError: () => notify('zabuni.identity.deleteFailed', { type: 'error' }),
        }}
      />
    </TopToolbar>
  );
};

/** One account with its roles and whether its holder has activated it. */
export const UserShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="fullName" />
      <EmailField source="email" />
      <TextField source="salutation" emptyText="-" />
      <TextField source="phone" emptyText="-" />
      <TextField source="checkNumber" emptyText="-" />
      <TextField source="institutionName" emptyText="-" />
      <TextField source="department.name" label="resources.users.fields.department" emptyText="-" />
      <IdentifierField
        source="userTypeEnum"
        group="userTypes"
        label="resources.users.fields.userTypeEnum"
      />
      <RoleChips label="resources.users.fields.rolesListStrings" />
      <AccountState label="resources.users.fields.active" />
      <ShortDateField source="createdAt" />
      <TextField source="createdBy" emptyText="-" />
    </SimpleShowLayout>
  </Show>
);
