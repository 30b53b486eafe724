import { DEFAULT_FINANCIAL_YEAR } from '../../contract/financialYears';
import { isSuccessCode } from '../../contract/responseCodes';
import { ResponseCodeError } from '../../providers/responses';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { FinancialYear } from './methods';

/** What a year picker shows, and the notice to give with it. */
export interface FinancialYearChoices {
  years: FinancialYear[];
  notice?: { message: string; args?: Record<string, string> };
}

/** The spec's fallback when no data comes back: the built-in 2021/2022 and 'Failed to fetch records'. */
const builtInYear: FinancialYearChoices = {
  years: [{ uuid: '', ...DEFAULT_FINANCIAL_YEAR, isCurrent: false }],
  notice: { message: 'zabuni.financialYears.noRecords' },
};

/**
 * The financial years for choosing one. A failed call shows 'Problem occurred while fetching
 * Financial Years: {message}' and no years; an answer without data shows the built-in 2021/2022 with
 * 'Failed to fetch records'. An empty list is not a failure: a new installation has no years yet.
 */
export async function loadFinancialYearChoices(
  dataProvider: ZabuniDataProvider,
): Promise<FinancialYearChoices> {
  let years: FinancialYear[];
  try {
    years = await dataProvider.getFinancialYearsRest();
  } catch (error) {
    if (error instanceof ResponseCodeError && isSuccessCode(error.code)) return builtInYear;
    return {
      years: [],
      notice: {
        message: 'zabuni.financialYears.fetchProblem',
        args: { message: error instanceof Error ? error.message : String(error) },
      },
    };
  }
  return { years };
}

/** Makes a year current: the first time with createCurrentFinancialYear, then by switching. */
export function makeFinancialYearCurrent(
  dataProvider: ZabuniDataProvider,
  year: FinancialYear,
  current: FinancialYear | undefined,
) {
  if (!current) return dataProvider.createCurrentFinancialYear({ financialYearUuid: year.uuid });
  return dataProvider.updateCurrentFinancialYear({
    newFinancialYearUuid: year.uuid,
    currentFinancialYearUuid: current.uuid,
  });
}
