/**
 * Financial years run from 1 July to 30 June: the year that
 * starts in July 2026 is 2026/2027. Shared by the server's checks and the screens.
 */
export const FINANCIAL_YEAR_START_MONTH = 7;

export interface FinancialYearDates {
  code: string;
  startDate: string;
  endDate: string;
}

/** The financial year that starts in July of `startYear`. */
export const financialYearStartingIn = (startYear: number): FinancialYearDates => ({
  code: `${startYear}/${startYear + 1}`,
  startDate: `${startYear}-07-01`,
  endDate: `${startYear + 1}-06-30`,
});

/** The financial year a day falls in (June belongs to the year that started the July before). */
export const financialYearOf = (day: Date): FinancialYearDates =>
  financialYearStartingIn(
    day.getMonth() + 1 >= FINANCIAL_YEAR_START_MONTH ? day.getFullYear() : day.getFullYear() - 1,
  );

/** What the browser shows when the server answers no years at all. */
export const DEFAULT_FINANCIAL_YEAR: FinancialYearDates = financialYearStartingIn(2021);
