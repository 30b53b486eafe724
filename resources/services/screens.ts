// This resource's screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { ServiceUsersPage as list } from './ServiceUsersPage';
