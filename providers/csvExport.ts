import { downloadCSV, type Exporter } from 'react-admin';

/**
 * The one CSV exporter of every list (resources/shared/List.tsx sets it). Values are flattened one
 * object level deep (`institution.name`), arrays joined, and each cell that a spreadsheet would read
 * as a formula is defused the way OWASP's "CSV Injection" page says: a leading =, +, -, @, tab or
 * carriage return (or NUL) gets a single quote in front, so `=HYPERLINK(...)` is shown as text.
 */
/** An export reads at most this many rows (a bound, not a page: they are fetched 500 at a time). */
export const MAX_EXPORT_ROWS = 200_000;

// ASVS 5.0 (1.2.10) adds the NUL character to OWASP's list.
const FORMULA_START = /^[=+\-@\t\r\0]/;

export const escapeCsvCell = (value: string): string =>
  FORMULA_START.test(value) ? `'${value}` : value;

/** A cell's text, escaped against formulas, quoted when it holds a separator, quote or newline. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = escapeCsvCell(
    Array.isArray(value) ? value.map((item) => String(item)).join(', ') : String(value),
  );
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function flatten(record: Record<string, unknown>): Record<string, unknown> {
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
    .map((line) => line.map(csvCell).join(','))
    .join('\r\n');
}

export const csvExporter: Exporter = (records, _fetchRelated, _dataProvider, resource) =>
  downloadCSV(toCsv(records as Record<string, unknown>[]), resource ?? 'export');
