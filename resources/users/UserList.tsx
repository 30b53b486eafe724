import {
  BooleanField,
  EmailField,
  SelectInput,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ListFrame } from '../shared/ListFrame';
import { ShortDateField } from '../shared/ShortDateField';
import { Chip, Stack } from '@mui/material';
import { InstitutionInput } from '../identity/InstitutionInput';
import { useHasPermission, usePlatformAdmin } from '../identity/usePlatformAdmin';
import { identifierLabel } from '../identity/IdentifierField';
import { useRoleChoices } from '../identity/useRoleChoices';
import { UserBulkActions } from './UserActivationButtons';
import { ResponseCodeError } from '../../providers/responses';
import { NullableBooleanFilter } from '../shared/filters/NullableBooleanFilter';

export const RoleChips = (_props: { label?: string }) => {
  const record = useRecordContext<{ rolesListStrings: string[] }>();
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {record?.rolesListStrings.map((name) => (
        <Chip
          key={name}
          label={identifierLabel(translate, 'roleNames', name)}
          title={name}
          size="small"
        />
      ))}
    </Stack>
  );
};

/** Active, or waiting for its holder to follow the activation email. */
export const AccountState = (_props: { label?: string }) => {
  const record = useRecordContext<{ active: boolean; activationPending: boolean }>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.activationPending) {
    return (
      <Chip label={translate('zabuni.identity.activationPending')} size="small" color="warning" />
    );
  }
  return <BooleanField source="active" />;
};

export const UserList = () => {
  const isPlatformAdmin = usePlatformAdmin();
  const canActivate = useHasPermission('uaa.user.activate');
  const roles = useRoleChoices();
  const notify = useNotify();
  // 'Failed to get user details {code}'. The old screen then showed one placeholder row (id 0); here
  // the list stays empty, since a fake row could be opened, edited or exported.
  const onError = (error: unknown) =>
    notify('zabuni.identity.userDetailsFailed', {
      type: 'error',
      messageArgs: { code: error instanceof ResponseCodeError ? error.code : '' },
    });
  const filters = [
    <TextInput key="email" source="email" />,
    <NullableBooleanFilter key="active" source="active" alwaysOn />,
    <SelectInput key="roleId" source="roleId" choices={roles} optionText="label" />,
    ...(isPlatformAdmin
      ? [<InstitutionInput key="institution" source="institutionId" optionValue="id" alwaysOn />]
      : []),
  ];
  return (
    <ListFrame
      filters={filters}
      sortField="fullName"
      empty="zabuni.identity.noUsers"
      queryOptions={{ onError }}
      rowClick="show"
      bulkActionButtons={canActivate ? <UserBulkActions /> : false}
    >
      <TextField source="fullName" />
      <EmailField source="email" />
      <TextField source="institutionName" emptyText="-" sortable={false} />
      <RoleChips label="resources.users.fields.rolesListStrings" />
      <AccountState label="resources.users.fields.active" />
      <ShortDateField source="createdAt" />
    </ListFrame>
  );
};
