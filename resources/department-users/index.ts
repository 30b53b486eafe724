import type { ResourceDescriptor } from '../../providers/resourceDescriptor';
import { departmentUserOperations } from './operations';

/**
 * A department's users: no screens of its own, listed on the department's show screen
 * (resources/departments/DepartmentUsers.tsx).
 */
const descriptor: ResourceDescriptor = {
  name: 'department-users',
  operations: departmentUserOperations,
  permissions: { list: 'uaa.department.read' },
};

export default descriptor;
