import { envelopeDocument, select } from '../../providers/operations/documents';
import { customMethod } from '../../providers/operations/types';

/** A tender as the lots screen picks it (searchTenders, Zabuni's read of the caller's tenders). */
export interface TenderChoice {
  uuid: string;
  referenceNumber: string;
  title: string;
  status: string;
}

/** How many tenders one search offers; typing more narrows it. */
const TENDER_SEARCH_SIZE = 50;

export const tenderMethods = {
  /**
   * The caller's tenders whose reference or title holds the text (decision 87); given a uuid, that
   * one tender (to name the tender a form or filter already holds).
   */
  searchTenders: customMethod<{ text?: string; uuid?: string }, TenderChoice[]>({
    service: 'app',
    document: envelopeDocument(
      'query',
      'searchTenders',
      { text: 'String', input: 'AppPageInput' },
      select.record('rows { uuid referenceNumber title status }'),
    ),
    variables: ({ text = '', uuid }) => ({
      text,
      input: {
        page: 1,
        pageSize: TENDER_SEARCH_SIZE,
        mustHaveFilters: uuid ? [{ fieldName: 'uuid', operation: 'EQ', value1: uuid }] : [],
      },
    }),
    parse: (page: { rows: TenderChoice[] }) => page.rows,
  }),
};

declare module '../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    tenders: typeof tenderMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default tenderMethods;
