// This resource's record screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { InstitutionShow as show } from './InstitutionShow';
export { InstitutionCreate as create } from './InstitutionCreate';
export { InstitutionEdit as edit } from './InstitutionEdit';
