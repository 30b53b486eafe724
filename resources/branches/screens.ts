// This resource's record screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { BranchCreate as create } from './BranchCreate';
export { BranchEdit as edit } from './BranchEdit';
