import { DEFAULT_FINANCIAL_YEAR } from '../contract/financialYears';
import { graphqlRequest } from './graphqlRequest';

export interface FinancialYear {
  uuid: string;
  code: string;
  startDate: string;
  endDate: string;
  isCurrent: boolean;
}

/** What a year picker shows, and the notice to give with it (section 8 of the spec). */
export interface FinancialYearChoices {
  years: FinancialYear[];
  notice?: { message: string; args?: Record<string, string> };
}

/**
 * The financial years for choosing one. A failed call shows 'Problem occurred while fetching
 * Financial Years: {message}' and no years; an empty answer shows the built-in 2021/2022 with
 * 'Failed to fetch records'.
 */
export async function loadFinancialYearChoices(): Promise<FinancialYearChoices> {
  let years: FinancialYear[];
  try {
    years = await graphqlRequest<FinancialYear[]>(
      'getFinancialYearsRest',
      '{ getFinancialYearsRest { code message status dataList { uuid code startDate endDate isCurrent } } }',
    );
  } catch (error) {
    return {
      years: [],
      notice: {
        message: 'zabuni.financialYears.fetchProblem',
        args: { message: error instanceof Error ? error.message : String(error) },
      },
    };
  }
  if (years.length > 0) return { years };
  return {
    years: [{ uuid: '', ...DEFAULT_FINANCIAL_YEAR, isCurrent: false }],
    notice: { message: 'zabuni.financialYears.noRecords' },
  };
}

/** Makes a year current: the first time with createCurrentFinancialYear, then by switching. */
export function makeFinancialYearCurrent(year: FinancialYear, current: FinancialYear | undefined) {
  const fields = 'code message status data { financialYear { uuid code isCurrent } }';
  if (!current) {
    return graphqlRequest(
      'createCurrentFinancialYear',
      `mutation ($financialYearUuid: String!) { createCurrentFinancialYear(financialYearUuid: $financialYearUuid) { ${fields} } }`,
      { financialYearUuid: year.uuid },
    );
  }
  return graphqlRequest(
    'updateCurrentFinancialYear',
    `mutation ($newFinancialYearUuid: String!, $currentFinancialYearUuid: String!) {
      updateCurrentFinancialYear(newFinancialYearUuid: $newFinancialYearUuid, currentFinancialYearUuid: $currentFinancialYearUuid) { ${fields} } }`,
    { newFinancialYearUuid: year.uuid, currentFinancialYearUuid: current.uuid },
  );
}
