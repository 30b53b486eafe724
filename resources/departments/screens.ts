// This resource's screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { DepartmentList as list } from './DepartmentList';
export { DepartmentCreate as create } from './DepartmentEditCreate';
export { DepartmentEdit as edit } from './DepartmentEditCreate';
export { DepartmentShow as show } from './DepartmentShow';
