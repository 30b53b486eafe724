// This resource's screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { FinancialYearList as list } from './FinancialYearList';
export { FinancialYearCreate as create } from './FinancialYearCreate';
