/**
 * Search everything (issue 39 item 1, decision 154): the limits the browser and the server share.
 * A search looks for the text inside names (trigram indexes, which need three characters to narrow
 * anything down) and at the start of codes, emails, phone numbers and registration numbers.
 */

/** Fewer characters (after trimming) are refused: a trigram index cannot narrow down two. */
export const SEARCH_MIN_LENGTH = 3;
/** More characters are refused: nothing anyone looks for is longer. */
export const SEARCH_MAX_LENGTH = 100;
/** Hits per resource when the caller names no limit. */
export const SEARCH_DEFAULT_LIMIT = 5;
/** The most hits per resource a caller may ask for. */
export const SEARCH_MAX_LIMIT = 20;

/** One record found: its table, its keys (the screens open it by one), its label and a line of context. */
export interface SearchHit {
  entity: string;
  id: string;
  uuid: string;
  label: string;
  context: string | null;
}

/** The hits of one resource, best first; `more` when it holds more matches than were answered. */
export interface SearchGroup {
  entity: string;
  hits: SearchHit[];
  more: boolean;
}
