import ApartmentIcon from '@mui/icons-material/Apartment';
import { lazyScreens, type ResourceDescriptor } from '../../providers/resourceDescriptor';
import { departmentOperations } from './operations';

/** Departments (allDepartmentsPageable, departmentById, addNewDepartment, deleteDepartment) and their users. */
const descriptor: ResourceDescriptor = {
  name: 'departments',
  operations: departmentOperations,
  permissions: {
    list: 'uaa.department.read',
    show: 'uaa.department.read',
    create: 'uaa.department.write',
    edit: 'uaa.department.write',
    delete: 'uaa.department.delete',
  },
  menu: { section: 'institutions', order: 40 },
  ...lazyScreens(['list', 'create', 'edit', 'show'], () => import('./screens')),
  icon: ApartmentIcon,
  recordRepresentation: 'name',
};

export default descriptor;
