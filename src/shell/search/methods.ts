import type { BulkEditRecord, BulkEditReport } from '../../../contract/bulkEdit';
import type { SearchGroup } from '../../../contract/search';
import { envelopeDocument, select } from '../../../providers/operations/documents';
import { customMethod } from '../../../providers/operations/types';

/** Search everything and bulk edit (issue 39 items 1 and 5): the app bar's search, the lists' bulk edit. */
export const searchMethods = {
  /** Records the user may read matching the text, grouped by kind (3-100 characters). */
  searchEverything: customMethod<
    { query: string; limit?: number },
    { query: string; groups: SearchGroup[] }
  >({
    service: 'uaa',
    document: envelopeDocument(
      'query',
      'searchEverything',
      { query: 'String!', limit: 'Int' },
      select.record('query groups { entity more hits { entity id uuid label context } }'),
    ),
  }),
  /** One field of the rows set to one value (the list's CSV spelling), each at its version. */
  bulkUpdateReferenceRecords: customMethod<
    { entity: string; field: string; value: string | null; records: BulkEditRecord[] },
    BulkEditReport
  >({
    service: 'uaa',
    document: envelopeDocument(
      'mutation',
      'bulkUpdateReferenceRecords',
      {
        entity: 'String!',
        field: 'String!',
        value: 'String',
        records: '[BulkEditRecordInput!]!',
      },
      select.record('updated refused { uuid code message }'),
    ),
  }),
};

declare module '../../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    search: typeof searchMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default searchMethods;
