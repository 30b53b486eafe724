import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { loadRoleChoices, type RoleChoice } from '../../providers/identityApi';

/**
 * The roles one may give, for the user form and the role filter: in one's own institution, or in
 * `institutionUuid` when a platform administrator works on another institution's account.
 */
export function useRoleChoices(institutionUuid?: string): RoleChoice[] {
  const notify = useNotify();
  const [roles, setRoles] = useState<RoleChoice[]>([]);
  useEffect(() => {
    let isCurrent = true;
    loadRoleChoices(institutionUuid)
      .then((found) => isCurrent && setRoles(found))
      .catch(() =>
        notify('zabuni.errors.fetching', { type: 'error', messageArgs: { thing: 'roles' } }),
      );
    return () => {
      isCurrent = false;
    };
  }, [institutionUuid, notify]);
  return roles;
}
