// This resource's record screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { ProcurementMethodCreate as create } from './ProcurementMethodForm';
export { ProcurementMethodEdit as edit } from './ProcurementMethodForm';
