import { useEffect, useState } from 'react';
import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Box, Checkbox, FormControlLabel, FormGroup, Paper, Typography } from '@mui/material';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { PermissionGroup } from '../identity/methods';
import { staleVersionOf } from '../../providers/responses';
import { useRoleFailure } from './useRoleFailure';

type Role = { roleId: string; isBaseRole: boolean; permissions: string[]; version?: number };

/**
 * The role's permissions, grouped, as checkboxes (getAllPermissionsGrouped); Save sends the ticked
 * set with assignPermission(permissions, roleId, version), based on the version of the role shown: a
 * role someone changed since is refused (9012) and shown again as it is now, nothing overwritten.
 * Base roles and readers see them without changing.
 */
export const RolePermissionsPanel = ({ canChange }: { canChange: boolean }) => {
  const role = useRecordContext<Role>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const refresh = useRefresh();
  const onError = useRoleFailure('zabuni.identity.roleSaveFailed');
  const [groups, setGroups] = useState<PermissionGroup[]>([]);
  // Null until the administrator ticks something: then the role's own permissions are shown.
  const [edited, setEdited] = useState<Set<string> | null>(null);
  const [isSaving, setSaving] = useState(false);

  useEffect(() => {
    dataProvider.getAllPermissionsGrouped().then(setGroups, onError);
    // Loaded once per screen; onError is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!role) return null;
  const ticked = edited ?? new Set(role.permissions);

  const isEditable = canChange && !role.isBaseRole;
  const toggle = (name: string) => {
    const next = new Set(ticked);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    setEdited(next);
  };
  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.assignPermission({
        permissions: [...ticked].sort(),
        roleId: role.roleId,
        version: role.version,
      });
      notify('zabuni.identity.roleUpdated', { type: 'success' });
      setEdited(null);
      refresh();
    } catch (error) {
      onError(error);
      // Someone changed the role since it was read: show it as it is now (their permissions).
      if (staleVersionOf(error)) {
        setEdited(null);
        refresh();
      }
    } finally {
      setSaving(false);
    }
  };

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
          <Paper key={group.groupName} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {group.groupName}
            </Typography>
            <FormGroup>
              {group.permissions.map((permission) => (
                <FormControlLabel
                  key={permission.name}
                  control={
                    <Checkbox
                      checked={ticked.has(permission.name)}
                      onChange={() => toggle(permission.name)}
                      disabled={!isEditable}
                      size="small"
                    />
                  }
                  label={
                    <Box component="span">
                      {permission.description}
                      <Typography component="span" variant="caption" color="text.secondary">
                        {` ${permission.name}`}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </FormGroup>
          </Paper>
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
