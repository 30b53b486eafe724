// This resource's record screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { ChargeTypeCreate as create } from './ChargeTypeCreate';
export { ChargeTypeEdit as edit } from './ChargeTypeEdit';
