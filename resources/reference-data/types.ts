/**
 * One field of a reference list, described once for its list column, its form input and its filter.
 * Labels come from `resources.<resource>.fields.<source>` in the locales.
 */
export interface ReferenceField {
  source: string;
  /** A label's translation key instead of `resources.<resource>.fields.<source>`. */
  label?: string;
  /**
   * text (default), multiline, boolean, number, year (a past or this year, from `min`, shown as
   * 2024 and never 2,024), date (a calendar day, picked from a calendar), select (fixed choices),
   * reference (another list) or unspsc (a UNSPSC code, picked from its list).
   */
  kind?:
    | 'text'
    | 'multiline'
    | 'boolean'
    | 'number'
    | 'year'
    | 'date'
    | 'select'
    | 'reference'
    | 'unspsc';
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /**
   * kind text: the characters the server accepts: digits (GFS and UNSPSC codes) or a constant's
   * (MAX_BUSINESS_LINES: a capital letter, then capitals, digits and _).
   */
  format?: 'digits' | 'constant';
  /** kind number: the smallest and largest value accepted (amounts are never negative). */
  min?: number;
  max?: number;
  /** kind select: the values, labelled by translation keys. */
  choices?: { id: string; name: string }[];
  /** kind reference: the resource whose records are offered (their uuid is the value). */
  reference?: string;
  /** kind reference: the offered record's field shown in the picker (default name). */
  optionText?: string;
  /** kind reference: what the list column shows instead (e.g. tenderCategoryName). */
  listSource?: string;
  /** Shown as a list column (default true except multiline). */
  inList?: boolean;
  /** Shown in the form (default true). */
  inForm?: boolean;
}

export interface ReferenceScreenOptions {
  fields: ReferenceField[];
  /**
   * The list's GraphQL type, whose entry in contract/listFields.ts says what it sorts and filters by:
   * its columns offer to sort exactly those fields, and a field it filters by one value that offers a
   * choice (select, reference, unspsc, boolean) is a filter. The kit's general and app lists pass
   * their own type. Without one (a tenderer's own rows) the list keeps its default order.
   */
  type?: string;
  /** Default sort field of a list the contract does not declare (default name). */
  sortField?: string;
  /** Bulk activate/deactivate selected rows (the form's save with active switched). */
  bulkActivation?: boolean;
  /** Rows open to edit (default) or show. */
  rowClick?: 'edit' | 'show';
  /** No edit or delete (lists kept by a library, such as countries). */
  readOnly?: boolean;
  /** The Active switch, column and filter (default true; false where a status field plays that part). */
  activation?: boolean;
  /** The search box (default true; false for a list with no text to search, such as configurations). */
  searchable?: boolean;
  /**
   * The kit adds the Swahili name and description (nameSw, descriptionSw) after the name and the
   * description (default true; false for a list whose server type has none).
   */
  swahili?: boolean;
  /** Show the created date column (default true). */
  showCreatedAt?: boolean;
}
