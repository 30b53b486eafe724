// This resource's screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { ProcurementMethodList as list } from './ProcurementMethodList';
export { ProcurementMethodCreate as create } from './ProcurementMethodForm';
export { ProcurementMethodEdit as edit } from './ProcurementMethodForm';
