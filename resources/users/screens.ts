// This resource's record screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { UserShow as show } from './UserShow';
export { UserCreate as create } from './UserCreate';
export { UserEdit as edit } from './UserEdit';
