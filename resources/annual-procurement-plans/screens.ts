// This resource's record screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { PlanCreate as create } from './PlanEditCreate';
export { PlanEdit as edit } from './PlanEditCreate';
