import { SIGNED_IN, type ResourceAction, type ResourcePermissions } from './resourceDescriptor';
import { resourceDescriptors } from './resourceRegistry';

/** Access rules of what is not a resource: the home page's platform statistics. */
const pagePermissions: Record<string, ResourcePermissions> = {
  statistics: { list: 'monitor.statistics.read' },
};

/** The permission each resource action needs, as each resource's descriptor declares it. */
export const resourcePermissions: Record<string, ResourcePermissions> = {
  ...Object.fromEntries(resourceDescriptors.map(({ name, permissions }) => [name, permissions])),
  ...pagePermissions,
};

/** True when the user's permissions allow the action; unknown resources and actions are refused. */
export function canAccessResource(
  permissions: readonly string[],
  resource: string,
  action: string,
): boolean {
  const needed = resourcePermissions[resource]?.[action as ResourceAction];
  return needed === SIGNED_IN || (needed !== undefined && permissions.includes(needed));
}
