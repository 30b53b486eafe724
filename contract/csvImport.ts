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
