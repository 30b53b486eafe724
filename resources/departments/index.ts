import ApartmentIcon from '@mui/icons-material/Apartment';
import { DepartmentCreate, DepartmentEdit } from './DepartmentEditCreate';
import { DepartmentList } from './DepartmentList';
import { DepartmentShow } from './DepartmentShow';

/** Departments (allDepartmentsPageable, departmentById, addNewDepartment, deleteDepartment) and their users. */
export default {
  list: DepartmentList,
  create: DepartmentCreate,
  edit: DepartmentEdit,
  show: DepartmentShow,
  icon: ApartmentIcon,
  recordRepresentation: 'name',
};
