import { envelopeDocument, select } from '../../providers/operations/documents';
import { customMethod } from '../../providers/operations/types';

/** The financial years a picker offers and the current-year switch (app service). */
export interface FinancialYear {
  uuid: string;
  code: string;
  startDate: string;
  endDate: string;
  isCurrent: boolean;
}

const currentYearFields = 'code message status data { financialYear { uuid code isCurrent } }';

export const financialYearMethods = {
  getFinancialYearsRest: customMethod<void, FinancialYear[]>({
    service: 'app',
    document: envelopeDocument(
      'query',
      'getFinancialYearsRest',
      {},
      select.list('uuid code startDate endDate isCurrent'),
    ),
  }),
  /** The first current year. */
  createCurrentFinancialYear: customMethod<{ financialYearUuid: string }>({
    service: 'app',
    document: `mutation createCurrentFinancialYear($financialYearUuid: String!) {
      createCurrentFinancialYear(financialYearUuid: $financialYearUuid) { ${currentYearFields} }
    }`,
  }),
  /** Switches the current year to another. */
  updateCurrentFinancialYear: customMethod<{
    newFinancialYearUuid: string;
    currentFinancialYearUuid: string;
  }>({
    service: 'app',
    document: `mutation updateCurrentFinancialYear(
      $newFinancialYearUuid: String!
      $currentFinancialYearUuid: String!
    ) {
      updateCurrentFinancialYear(
        newFinancialYearUuid: $newFinancialYearUuid
        currentFinancialYearUuid: $currentFinancialYearUuid
      ) { ${currentYearFields} }
    }`,
  }),
};

declare module '../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    financialYears: typeof financialYearMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default financialYearMethods;
