// This resource's screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { TendererList as list } from './TendererList';
export { TendererCreate as create } from './TendererCreate';
export { TendererShow as show } from './TendererShow';
