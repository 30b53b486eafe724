// This resource's list screen: a chunk of its own, the first a person opens (index.ts).
export { RoleList as list } from './RoleList';
