import { Button, useRecordContext, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { PermissionGroupCard } from './PermissionGroupCard';
import { useRolePermissions, type Role } from './useRolePermissions';

/**
 * The role's permissions, grouped, as checkboxes (getAllPermissionsGrouped); Save sends the ticked
 * set with assignPermission(permissions, roleId, version), based on the version of the role shown: a
 * role someone changed since is refused (9012) and shown again as it is now, nothing overwritten.
 * Base roles and readers see them without changing.
 */
export const RolePermissionsPanel = ({ canChange }: { canChange: boolean }) => {
  const role = useRecordContext<Role>();
  const translate = useTranslate();
  const { groups, ticked, toggle, save, isSaving } = useRolePermissions(role);
  if (!role) return null;
  const isEditable = canChange && !role.isBaseRole;

  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h6" gutterBottom>
        {translate('zabuni.identity.permissions')}
      </Typography>
      {role.isBaseRole && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('zabuni.identity.baseRoleReadOnly')}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
        }}
      >
        {groups.map((group) => (
          <PermissionGroupCard
            key={group.groupName}
            group={group}
            ticked={ticked}
            onToggle={toggle}
            isEditable={isEditable}
          />
        ))}
      </Box>
      {isEditable && (
        <Button
          label="zabuni.identity.savePermissions"
          variant="contained"
          onClick={save}
          disabled={isSaving}
          sx={{ mt: 2 }}
        />
      )}
    </Box>
  );
};
