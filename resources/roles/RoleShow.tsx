import {
  BooleanField,
  EditButton,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { LocalTextField } from '../reference-data/localName';
import { usePlatformAdmin } from '../identity/usePlatformAdmin';
import { CopyRoleButton } from './CopyRoleButton';
import { BaseRoleChip } from './RoleList';
import { RolePermissionsPanel } from './RolePermissionsPanel';
import { DeleteRoleButton } from './DeleteRoleButton';
import { IdentifierField } from '../identity/IdentifierField';

const Actions = () => {
  const role = useRecordContext<{ isBaseRole: boolean }>();
  const isPlatformAdmin = usePlatformAdmin();
  return (
    <TopToolbar>
      {isPlatformAdmin && <CopyRoleButton />}
      {role && !role.isBaseRole && <EditButton />}
      {role && !role.isBaseRole && <DeleteRoleButton />}
    </TopToolbar>
  );
};

/** A role with its permissions grouped as checkboxes. */
export const RoleShow = () => {
  const { canAccess: canChange = false } = useCanAccess({ resource: 'roles', action: 'edit' });
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <IdentifierField source="name" group="roleNames" label="resources.roles.fields.name" />
        <LocalTextField source="description" emptyText="-" />
        <TextField source="institutionName" emptyText="-" />
        <BaseRoleChip label="resources.roles.fields.isBaseRole" />
        <NumberField source="userCount" />
        <BooleanField source="active" />
        <RolePermissionsPanel canChange={canChange} />
      </SimpleShowLayout>
    </Show>
  );
};
