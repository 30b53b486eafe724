// This resource's record screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { GlobalSettingEdit as edit } from './GlobalSettingEdit';
export { GlobalSettingCreate as create } from './GlobalSettingCreate';
