/**
 * Bulk edit of reference lists (issue 39 item 5, decision 156): one field set to one value on many
 * rows, each row saved at the version the person read. What browser and server share.
 */

/** The most rows one bulk edit may name: a page of a list, not a whole list. */
export const BULK_EDIT_MAX_ROWS = 200;

/** A row to change, at the version the person read. */
export interface BulkEditRecord {
  uuid: string;
  version: number;
}

/** A row left as it was: its uuid, the response code (stale, forbidden, not found...) and why. */
export interface BulkEditRefusal {
  uuid: string;
  code: number;
  message: string | null;
}

/** What a bulk edit did: the uuids saved (each one history entry) and the rows refused. */
export interface BulkEditReport {
  updated: string[];
  refused: BulkEditRefusal[];
}
