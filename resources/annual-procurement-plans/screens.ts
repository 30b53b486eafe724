// This resource's screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { PlanList as list } from './PlanList';
export { PlanCreate as create } from './PlanEditCreate';
export { PlanEdit as edit } from './PlanEditCreate';
