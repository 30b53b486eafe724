import { usePermissions } from 'react-admin';

/** Whether the signed-in user holds a permission (what the server checks on the operation). */
export function useHasPermission(permission: string): boolean {
  const { permissions } = usePermissions<string[]>();
  return Array.isArray(permissions) && permissions.includes(permission);
}

/** Platform administrators (uaa.institution.all) act across institutions: they see institution pickers. */
export const usePlatformAdmin = (): boolean => useHasPermission('uaa.institution.all');
