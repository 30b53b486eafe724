// This resource's screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { GlobalSettingList as list } from './GlobalSettingList';
export { GlobalSettingEdit as edit } from './GlobalSettingEdit';
export { GlobalSettingCreate as create } from './GlobalSettingCreate';
