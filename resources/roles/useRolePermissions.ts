import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { PermissionGroup } from '../identity/methods';
import { staleVersionOf } from '../../providers/responses';
import { useRoleFailure } from './useRoleFailure';

export type Role = { roleId: string; isBaseRole: boolean; permissions: string[]; version?: number };

/**
 * The permission groups (read once per screen), the set ticked for the role shown, and Save: the
 * ticked set sent at the role's version; a stale refusal shows the role as it is now.
 */
export function useRolePermissions(role: Role | undefined) {
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
  const ticked = edited ?? new Set(role?.permissions);

  const toggle = (name: string) => {
    const next = new Set(ticked);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    setEdited(next);
  };
  const save = async () => {
    if (!role) return;
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
  return { groups, ticked, toggle, save, isSaving };
}
