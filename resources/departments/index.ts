import ApartmentIcon from '@mui/icons-material/Apartment';
import { DepartmentCreate, DepartmentEdit } from './DepartmentEditCreate';
import { DepartmentList } from './DepartmentList';
import { DepartmentShow } from './DepartmentShow';
import type { ResourceDescriptor } from '../../providers/resourceDescriptor';
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
  list: DepartmentList,
  create: DepartmentCreate,
  edit: DepartmentEdit,
  show: DepartmentShow,
  icon: ApartmentIcon,
  recordRepresentation: 'name',
};

export default descriptor;
