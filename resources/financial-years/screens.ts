// This resource's record screens: one chunk, loaded when the first is opened (index.ts, lazyScreens).
export { FinancialYearCreate as create } from './FinancialYearCreate';
