import { Chip } from '@mui/material';
import {
  BooleanField,
  EditButton,
  NumberField,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocalTextField } from '../reference-data/localName';
import { DeleteRoleButton } from './DeleteRoleButton';

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

/** What a role shows, as the list's columns and on its page. */
export const roleFields = [
  // The title the server keeps beside the name (SUPER_ADMINISTRATOR: "Platform administrator"), so
  // the list sorts and searches the words it shows (decision 133).
  <LocalTextField key="title" source="title" label="resources.roles.fields.name" />,
  <LocalTextField key="description" source="description" emptyText="-" />,
  // Worked out per page (a join, a count): shown, not sorted by.
  <TextField key="institutionName" source="institutionName" emptyText="-" sortable={false} />,
  <BaseRoleChip key="isBaseRole" label="resources.roles.fields.isBaseRole" />,
  <NumberField key="userCount" source="userCount" sortable={false} />,
  <BooleanField key="active" source="active" />,
];

/** Edit and delete of the role in context; base roles are the platform's: shown, never changed. */
export const RoleChangeButtons = () => {
  const record = useRecordContext<{ isBaseRole: boolean }>();
  if (!record || record.isBaseRole) return null;
  return (
    <>
      <EditButton />
      <DeleteRoleButton />
    </>
  );
};
