import {
  BooleanField,
  Datagrid,
  DeleteWithConfirmButton,
  EditButton,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { List } from '../shared/List';
import { ListEmpty } from '../shared/ListEmpty';
import { ShortDateField } from '../shared/ShortDateField';
import { Chip } from '@mui/material';
import { InstitutionInput } from '../identity/InstitutionInput';
import { usePlatformAdmin } from '../identity/usePlatformAdmin';
import { useRoleFailure } from './useRoleFailure';
import { IdentifierField } from '../identity/IdentifierField';

/** Base roles are the platform's: shown, never edited or deleted. */
const RowActions = () => {
  const record = useRecordContext<{ isBaseRole: boolean }>();
  const onError = useRoleFailure('zabuni.identity.roleDeleteFailed');
  if (!record || record.isBaseRole) return null;
  return (
    <>
      <EditButton />
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        mutationOptions={{ onError }}
        successMessage="zabuni.identity.roleDeleted"
      />
    </>
  );
};

export const RoleList = () => {
  const isPlatformAdmin = usePlatformAdmin();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <NullableBooleanInput key="active" source="active" alwaysOn />,
    ...(isPlatformAdmin
      ? [
          <InstitutionInput
            key="institution"
            source="institutionUuid"
            optionValue="uuid"
            alwaysOn
          />,
        ]
      : []),
  ];
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={<ListEmpty message="zabuni.identity.noRoles" />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <IdentifierField source="name" group="roleNames" label="resources.roles.fields.name" />
        <TextField source="description" emptyText="-" />
        <TextField source="institutionName" emptyText="-" />
        <BaseRoleChip label="resources.roles.fields.isBaseRole" />
        <NumberField source="userCount" />
        <BooleanField source="active" />
        <ShortDateField source="createdAt" />
        <RowActions />
      </Datagrid>
    </List>
  );
};

export const BaseRoleChip = (_props: { label?: string }) => {
  const record = useRecordContext<{ isBaseRole: boolean }>();
  const translate = useTranslate();
  if (!record) return null;
  return record.isBaseRole ? (
    <Chip label={translate('zabuni.identity.baseRole')} size="small" color="primary" />
  ) : (
    <Chip label={translate('zabuni.identity.institutionRole')} size="small" variant="outlined" />
  );
};
