// This resource's record screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { DepartmentCreate as create } from './DepartmentEditCreate';
export { DepartmentEdit as edit } from './DepartmentEditCreate';
export { DepartmentShow as show } from './DepartmentShow';
