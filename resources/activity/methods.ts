import { envelopeDocument } from '../../providers/operations/documents';
import { customMethod } from '../../providers/operations/types';

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
  /** A restore: the entry whose version it brought back, and when that entry was made. */
  restoredFromId?: string | null;
  restoredFromAt?: string | null;
}

/** A record as it was after one entry, field by field against today's (issue 39). */
export interface HistoryVersion {
  entryId: string;
  recordedAt: string;
  entity: string;
  recordUuid: string | null;
  recordLabel: string | null;
  /** The record's version today: what a restore names. */
  currentVersion: number | null;
  deleted: boolean;
  /** The caller may restore it: their permission, and some field the form writes differs. */
  restorable: boolean;
  fields: {
    field: string;
    thenValue: string | null;
    nowValue: string | null;
    changed: boolean;
    restorable: boolean;
  }[];
}

const versionSelection = `data { entryId recordedAt entity recordUuid recordLabel currentVersion
  deleted restorable fields { field thenValue nowValue changed restorable } }`;

export interface HistoryPage {
  entries: HistoryEntry[];
  nextCursor: string | null;
}

/** The fields of an entry, wherever entries are read (a record's history, activity, home page). */
export const historyEntrySelection = `id recordedAt entity recordId recordUuid recordLabel action
  actorUuid actorName actorInstitutionName batchUuid importFileName restoredFromId restoredFromAt
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
  /** The record as it was after the entry, against today's. */
  getRecordVersion: customMethod<{ entity: string; uuid: string; entryId: string }, HistoryVersion>(
    {
      service: 'uaa',
      document: envelopeDocument(
        'query',
        'getRecordVersion',
        { entity: 'String!', uuid: 'String!', entryId: 'ID!' },
        versionSelection,
      ),
    },
  ),
  /** Saves the version's values as an edit at `version` (9012 when the record changed since). */
  restoreRecordVersion: customMethod<
    { entity: string; uuid: string; entryId: string; version: number },
    HistoryVersion
  >({
    service: 'uaa',
    document: envelopeDocument(
      'mutation',
      'restoreRecordVersion',
      { entity: 'String!', uuid: 'String!', entryId: 'ID!', version: 'Int!' },
      versionSelection,
    ),
  }),
};

declare module '../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    history: typeof historyMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default historyMethods;
