import { usePermissions } from 'react-admin';

/** Platform administrators (uaa.institution.all) act across institutions: they see institution pickers. */
export function usePlatformAdmin(): boolean {
  const { permissions } = usePermissions<string[]>();
  return Array.isArray(permissions) && permissions.includes('uaa.institution.all');
}
