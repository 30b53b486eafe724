// This resource's list screen: a chunk of its own, the first a person opens (index.ts).
export { UserList as list } from './UserList';
