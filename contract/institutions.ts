/**
 * Institutions (procuring entities): the limits the browser forms and the server share, the CSV
 * upload's columns and the incident-handling modes. Without zod: the institution screens import this
 * file (their categories' schema is contract/institutionCategories.ts, the server's alone).
 */

/** Who handles the incidents an institution's users raise (setIncidentHandlingMode). */
export const incidentHandlingModes = ['PLATFORM', 'INSTITUTION'] as const;
export type IncidentHandlingMode = (typeof incidentHandlingModes)[number];

export const INSTITUTION_NAME_MAX_LENGTH = 250;

/**
 * The CSV upload's columns, in the template's order. Category and parent are given by name or code
 * (people know them by name; uuids are not in anyone's spreadsheet).
 */
export const institutionCsvColumns = [
  'name',
  'code',
  'category',
  'isLowerLevel',
  'parentCode',
  'email',
  'phone',
  'postalAddress',
  'physicalAddress',
  'website',
] as const;

export const INSTITUTION_CSV_MAX_ROWS = 1000;

/** One data row's outcome: its line in the file (the header is line 1). */
export interface CsvRowResult {
  rowNumber: number;
  name: string;
  created: boolean;
  uuid: string | null;
  error: string | null;
}

/** What createProcuringEntityFromCSV answers: the rows created in one transaction, or none. */
export interface CsvUploadResult {
  created: number;
  failed: number;
  rows: CsvRowResult[];
}

/** The template offered for download: the header and one example row. */
export const institutionCsvTemplate = [
  institutionCsvColumns.join(','),
  'Ministry of Water,MOW,Ministry,false,,info@maji.go.tz,+255 26 232 2602,P.O. Box 456 Dodoma,Mtumba Government City,https://www.maji.go.tz',
].join('\n');
