import {
  DateField,
  DeleteWithConfirmButton,
  EditButton,
  EmailField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
} from 'react-admin';
import { AccountState, RoleChips } from './UserList';

const Actions = () => {
  const notify = useNotify();
  return (
    <TopToolbar>
      <EditButton />
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
      <TextField source="userTypeEnum" />
      <RoleChips label="resources.users.fields.rolesListStrings" />
      <AccountState label="resources.users.fields.active" />
      <DateField source="createdAt" locales="en-GB" options={dateFormat} />
      <TextField source="createdBy" emptyText="-" />
    </SimpleShowLayout>
  </Show>
);

// "Date locale en-GB, short month, numeric year and day."
const dateFormat = { day: 'numeric', month: 'short', year: 'numeric' } as const;
