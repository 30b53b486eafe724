import {
  BooleanField,
  EditButton,
  NumberField,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocalTextField } from '../reference-data/localName';
import { ListFrame } from '../shared/ListFrame';
import { ShortDateField } from '../shared/ShortDateField';
import { Chip } from '@mui/material';
import { InstitutionInput } from '../identity/InstitutionInput';
import { usePlatformAdmin } from '../identity/usePlatformAdmin';
import { DeleteRoleButton } from './DeleteRoleButton';
import { IdentifierField } from '../identity/IdentifierField';

/** Base roles are the platform's: shown, never edited or deleted. */
const RowActions = () => {
  const record = useRecordContext<{ isBaseRole: boolean }>();
  if (!record || record.isBaseRole) return null;
  return (
    <>
      <EditButton />
      <DeleteRoleButton />
    </>
  );
};

export const RoleList = () => {
  const isPlatformAdmin = usePlatformAdmin();
  const filters = [
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
    <ListFrame activeFilter filters={filters} empty="zabuni.identity.noRoles" rowClick="show">
      <IdentifierField source="name" group="roleNames" label="resources.roles.fields.name" />
      <LocalTextField source="description" emptyText="-" />
      <TextField source="institutionName" emptyText="-" />
      <BaseRoleChip label="resources.roles.fields.isBaseRole" />
      <NumberField source="userCount" />
      <BooleanField source="active" />
      <ShortDateField source="createdAt" />
      <RowActions />
    </ListFrame>
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
