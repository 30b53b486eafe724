// This resource's list screen: a chunk of its own, the first a person opens (index.ts).
export { DesignationList as list } from './DesignationList';
