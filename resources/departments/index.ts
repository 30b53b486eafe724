import ApartmentIcon from '@mui/icons-material/Apartment';
import {
  areaAccess,
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { departmentOperations } from './operations';

/** Departments (allDepartmentsPageable, departmentById, addNewDepartment, deleteDepartment) and their users. */
const descriptor: ResourceDescriptor = {
  name: 'departments',
  operations: departmentOperations,
  permissions: areaAccess('uaa.department'),
  menu: { section: 'institutions', order: 40 },
  ...joinScreens(
    lazyScreens(['list'], () => import('./listScreen')),
    lazyScreens(['create', 'edit', 'show'], () => import('./screens')),
  ),
  icon: ApartmentIcon,
  recordRepresentation: 'name',
};

export default descriptor;
