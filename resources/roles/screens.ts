// This resource's record screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { RoleShow as show } from './RoleShow';
export { RoleCreate as create } from './RoleCreate';
export { RoleEdit as edit } from './RoleEdit';
