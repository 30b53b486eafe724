// This resource's list screen: a chunk of its own, the first a person opens (index.ts).
export { PlanList as list } from './PlanList';
