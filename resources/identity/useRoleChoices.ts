import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { loadRoleChoices, type RoleChoice } from '../../providers/identityApi';

/** The roles one may give in one's institution, for the user form and the role filter. */
export function useRoleChoices(): RoleChoice[] {
  const notify = useNotify();
  const [roles, setRoles] = useState<RoleChoice[]>([]);
  useEffect(() => {
    loadRoleChoices()
      .then(setRoles)
      .catch(() =>
        notify('zabuni.errors.fetching', { type: 'error', messageArgs: { thing: 'roles' } }),
      );
  }, [notify]);
  return roles;
}
