import type { GraphqlService } from './services';

/**
 * Importing a reference list from a CSV file (issue 19, part 2; decision 104): what browser and
 * server share. One REST route per step under the list's service, with a body limit of its own, so
 * GraphQL's 1 MB limit stays as it is for every other caller.
 */

/** The file's size and rows at most: stated in the dialog and enforced by the server as it reads. */
export const CSV_IMPORT_LIMITS = {
  maxBytes: 10_000_000,
  maxRows: 100_000,
  fileNameLength: 250,
} as const;

/**
 * An Excel workbook (.xlsx) imports through the same preview, report and limits (issue 39): its
 * bytes within maxBytes, its rows within maxRows, and beyond those what a zip may unpack to and how
 * wide a sheet may be, so a small hostile file cannot make the server unpack gigabytes.
 */
export const XLSX_LIMITS = {
  /** What the zip's parts may unpack to, all together. */
  maxUnzippedBytes: 100_000_000,
  /** Parts in the zip. */
  maxEntries: 2_000,
  /** Columns of a row. */
  maxColumns: 200,
  /** Characters of a cell, as a CSV cell's. */
  maxCellLength: 10_000,
} as const;

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel allows a sheet name of at most 31 characters: the list's table name, cut there. */
export const xlsxSheetName = (entity: string): string => entity.slice(0, 31);

/**
 * A column's header in a workbook: the person's words, then the file's column in brackets
 * ("Jina (name)"), which the import reads, so a workbook imports back in any language.
 */
export const xlsxHeader = (label: string, column: string): string =>
  label && label !== column ? `${label} (${column})` : column;

/** The file's column a workbook's header cell names: the bracketed one at its end, else the cell. */
export function xlsxColumnOf(cell: string): string {
  const bracketed = /\(([A-Za-z][A-Za-z0-9_]*)\)\s*$/.exec(cell);
  return bracketed ? bracketed[1] : cell.trim();
}

/** export: the list's chosen records in the template's columns, which import back unchanged. */
export type CsvImportStep = 'template' | 'preview' | 'commit' | 'export';

/**
 * `/{product}-{service}/import/{entity}/{step}`: entity is the list's table (tender_categories),
 * the same name its history entries carry.
 */
export const csvImportPath = (
  product: string,
  service: GraphqlService,
  entity: string,
  step: CsvImportStep,
): string => `/${product}-${service}/import/${encodeURIComponent(entity)}/${step}`;

/** One data row's outcome; `line` is its line in the file (the header is line 1). */
export interface CsvImportRow {
  line: number;
  /** What a person calls the row: its name, or code. */
  label: string;
  /** The import only creates (decision 103): a row naming an existing record is refused. */
  outcome: 'create' | 'refused';
  /** Why it is refused, each as `column: what is wrong`. */
  errors: string[];
  /** The record's uuid once imported. */
  uuid?: string | null;
}

/** The answer of preview (nothing written) and of commit (the valid rows written, in one transaction). */
export interface CsvImportReport {
  /** The import's id, the batch its history entries carry; null for a preview. */
  importId: string | null;
  fileName: string;
  committed: boolean;
  total: number;
  created: number;
  refused: number;
  rows: CsvImportRow[];
}

/**
 * Any list's rows as an Excel workbook (a list that is not imported: its export is the browser's
 * records): the browser sends its columns and rows, the server writes them. Its own limits.
 */
export const WORKBOOK_LIMITS = {
  maxRows: 100_000,
  maxColumns: 200,
  maxCellLength: 10_000,
} as const;

/** How a workbook column's cells are written. */
export const workbookColumnKinds = ['text', 'number', 'boolean', 'date', 'datetime'] as const;

/** `/{product}-{service}/workbook`: POST { sheetName, columns: [{ header, kind }], rows }. */
export const workbookPath = (product: string, service: GraphqlService): string =>
  `/${product}-${service}/workbook`;
