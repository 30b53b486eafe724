// This resource's screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { ChargeTypeList as list } from './ChargeTypeList';
export { ChargeTypeCreate as create } from './ChargeTypeCreate';
export { ChargeTypeEdit as edit } from './ChargeTypeEdit';
