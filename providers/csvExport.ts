import { downloadCSV, type Exporter } from 'react-admin';
import { csvLine } from '../contract/csvCells';

/** A UTF-8 byte order mark before a CSV file's text, so Excel reads its Kiswahili as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** An export reads at most this many rows (a bound, not a page: they are fetched 500 at a time). */
export const MAX_EXPORT_ROWS = 200_000;

/** A record's values one object level deep (`institution.name`), as its CSV and workbook hold them. */
export function flatten(record: Record<string, unknown>): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
      for (const [inner, innerValue] of Object.entries(value)) {
        flat[`${key}.${inner}`] =
          innerValue && typeof innerValue === 'object' ? JSON.stringify(innerValue) : innerValue;
      }
    } else {
      flat[key] = value;
    }
  }
  return flat;
}

/** Rows as CSV text: a header of every field any row has, then one line per row. */
export function toCsv(records: Record<string, unknown>[]): string {
  const rows = records.map(flatten);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return [columns, ...rows.map((row) => columns.map((column) => row[column]))]
    .map(csvLine)
    .join('\r\n');
}

/**
 * The one CSV exporter of every list that is not imported (resources/shared/List.tsx sets it; an
 * importable list's export is the server's, in its import's columns: csvImportApi.ts). Values are
 * flattened one object level deep (`institution.name`), arrays joined, the file begins with a
 * byte order mark, and each cell is written by the one cell rule (contract/csvCells.ts: a cell a spreadsheet would run as a formula is defused).
 */
export const csvExporter: Exporter = (records, _fetchRelated, _dataProvider, resource) =>
  downloadCSV(`${CSV_BOM}${toCsv(records as Record<string, unknown>[])}`, resource ?? 'export');
