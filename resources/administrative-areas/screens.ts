// This resource's screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { AdministrativeAreaList as list } from './AdministrativeAreaList';
export { AdministrativeAreaCreate as create } from './AdministrativeAreaCreate';
export { AdministrativeAreaEdit as edit } from './AdministrativeAreaEdit';
