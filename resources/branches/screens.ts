// This resource's screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { BranchList as list } from './BranchList';
export { BranchCreate as create } from './BranchCreate';
export { BranchEdit as edit } from './BranchEdit';
