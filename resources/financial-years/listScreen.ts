// This resource's list screen: a chunk of its own, the first a person opens (index.ts).
export { FinancialYearList as list } from './FinancialYearList';
