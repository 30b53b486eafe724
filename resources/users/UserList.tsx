import {
  BooleanField,
  EmailField,
  TextField,
  useNotify,
  type SelectInputProps,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ListFrame } from '../shared/ListFrame';
import { ShortDateField } from '../shared/ShortDateField';
import { Chip, Stack } from '@mui/material';
import { InstitutionFilter } from '../identity/InstitutionFilter';
import { useHasPermission, usePlatformAdmin } from '../identity/usePlatformAdmin';
import { identifierLabel } from '../identity/IdentifierField';
import { useRoleChoices } from '../identity/useRoleChoices';
import { UserBulkActions } from './UserActivationButtons';
import { ResponseCodeError } from '../../providers/responses';
import { NullableBooleanFilter } from '../shared/filters/NullableBooleanFilter';
import { SelectFilter, TextFilter } from '../shared/filters/formFilterInputs';

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

/** The role filter, shown from Add filter: the roles are asked for when it shows, not with the list. */
function RoleFilter(props: Omit<SelectInputProps, 'choices'>) {
  const roles = useRoleChoices();
  return <SelectFilter {...props} choices={roles} optionText="label" />;
}

export const UserList = () => {
  const isPlatformAdmin = usePlatformAdmin();
  const canActivate = useHasPermission('uaa.user.activate');
  const notify = useNotify();
  // 'Failed to get user details {code}'. The old screen then showed one placeholder row (id 0); here
  // the list stays empty, since a fake row could be opened, edited or exported.
  const onError = (error: unknown) =>
    notify('zabuni.identity.userDetailsFailed', {
      type: 'error',
      messageArgs: { code: error instanceof ResponseCodeError ? error.code : '' },
    });
  const filters = [
    <TextFilter key="email" source="email" />,
    <NullableBooleanFilter key="active" source="active" alwaysOn />,
    <RoleFilter key="roleId" source="roleId" />,
    ...(isPlatformAdmin
      ? [<InstitutionFilter key="institution" source="institutionId" alwaysOn />]
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
