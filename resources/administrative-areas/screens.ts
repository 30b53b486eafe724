// This resource's record screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { AdministrativeAreaCreate as create } from './AdministrativeAreaCreate';
export { AdministrativeAreaEdit as edit } from './AdministrativeAreaEdit';
