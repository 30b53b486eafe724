// This resource's screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { DesignationList as list } from './DesignationList';
export { DesignationCreate as create } from './DesignationCreate';
