import { Show, SimpleShowLayout, TopToolbar, useCanAccess } from 'react-admin';
import { usePlatformAdmin } from '../identity/usePlatformAdmin';
import { CopyRoleButton } from './CopyRoleButton';
import { RoleChangeButtons, roleFields } from './roleFields';
import { RolePermissionsPanel } from './RolePermissionsPanel';

const Actions = () => {
  const isPlatformAdmin = usePlatformAdmin();
  return (
    <TopToolbar>
      {isPlatformAdmin && <CopyRoleButton />}
      <RoleChangeButtons />
    </TopToolbar>
  );
};

/** A role with its permissions grouped as checkboxes. */
export const RoleShow = () => {
  const { canAccess: canChange = false } = useCanAccess({ resource: 'roles', action: 'edit' });
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        {roleFields}
        <RolePermissionsPanel canChange={canChange} />
      </SimpleShowLayout>
    </Show>
  );
};
