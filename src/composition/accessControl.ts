import type { ServiceUserType } from '../../contract/users';
import {
  SIGNED_IN,
  staffUserTypes,
  type ResourceAction,
  type ResourcePermissions,
} from '../../providers/resourceDescriptor';
import { resourceDescriptors } from './resourceRegistry';

/**
 * Access rules of what is not a resource: the home page's platform statistics, publishing a plan as
 * open data.
 */
const pagePermissions: Record<string, ResourcePermissions> = {
  statistics: { list: 'monitor.statistics.read' },
  'open-data': { edit: 'app.annualProcurementPlan.publish' },
};

/** The permission each resource action needs, as each resource's descriptor declares it. */
export const resourcePermissions: Record<string, ResourcePermissions> = {
  ...Object.fromEntries(resourceDescriptors.map(({ name, permissions }) => [name, permissions])),
  ...pagePermissions,
};

/** Whose each resource is (by user type), as its descriptor declares it; staff's by default. */
const resourceUserTypes: Record<string, readonly ServiceUserType[]> = Object.fromEntries(
  resourceDescriptors.map(({ name, userTypes }) => [name, userTypes ?? staffUserTypes]),
);

/** Who asks: their user type and their permissions (the signed-in user). */
export interface AccessSubject {
  userTypeEnum: string;
  permissions: readonly string[];
}

/**
 * True when the resource is the user's kind (its user types) and their permissions allow the action;
 * unknown resources and actions are refused.
 */
export function canAccessResource(user: AccessSubject, resource: string, action: string): boolean {
  const userTypes = resourceUserTypes[resource] ?? staffUserTypes;
  if (!userTypes.includes(user.userTypeEnum as ServiceUserType)) return false;
  const needed = resourcePermissions[resource]?.[action as ResourceAction];
  return needed === SIGNED_IN || (needed !== undefined && user.permissions.includes(needed));
}
