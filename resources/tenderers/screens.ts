// This resource's record screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { TendererCreate as create } from './TendererCreate';
export { TendererShow as show } from './TendererShow';
