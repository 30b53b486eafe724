import { envelopeDocument } from './documents';
import { customMethod } from './types';

/** Record history (issue 19): what the server's history module answers. */
export interface HistoryChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
  added: string[] | null;
  removed: string[] | null;
}

export interface HistoryEntry {
  id: string;
  recordedAt: string;
  /** The record's table, e.g. tender_categories. */
  entity: string;
  /** The record's numeric id: what the screens of records named by id open (users, departments). */
  recordId: string | null;
  recordUuid: string | null;
  recordLabel: string | null;
  action: string;
  changes: HistoryChange[];
  actorUuid: string | null;
  actorName: string | null;
  actorInstitutionName: string | null;
  batchUuid: string | null;
  /** The CSV file an imported record came from. */
  importFileName?: string | null;
}

export interface HistoryPage {
  entries: HistoryEntry[];
  nextCursor: string | null;
}

/** The fields of an entry, wherever entries are read (a record's history, activity, home page). */
export const historyEntrySelection = `id recordedAt entity recordId recordUuid recordLabel action
  actorUuid actorName actorInstitutionName batchUuid importFileName
  changes { field oldValue newValue added removed }`;

/** The selection of a page of entries (the record's history and the activity list alike). */
export const historyPageSelection = `data { nextCursor entries { ${historyEntrySelection} } }`;

export const historyMethods = {
  /** One record's changes, newest first; `after` is the previous page's nextCursor. */
  getRecordHistory: customMethod<
    { entity: string; uuid: string; first?: number; after?: string | null },
    HistoryPage
  >({
    service: 'uaa',
    document: envelopeDocument(
      'query',
      'getRecordHistory',
      { entity: 'String!', uuid: 'String!', first: 'Int', after: 'String' },
      historyPageSelection,
    ),
  }),
};
