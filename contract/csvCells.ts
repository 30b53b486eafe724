/**
 * The cells of every CSV file the product writes (list exports, import reports, open data) and of
 * the files it imports: written by the browser and by the server, read back by the server's import,
 * so the one rule lives here.
 *
 * A cell that a spreadsheet would read as a formula is defused the way OWASP's "CSV Injection" page
 * says: a leading =, +, -, @, tab or carriage return (or NUL, ASVS 5.0 1.2.10) gets a single quote in
 * front, so `=HYPERLINK(...)` is shown as text. For a file to import back unchanged (issue 38), the
 * quote must come off again, and only that quote: so a value that already begins with quotes and then
 * such a character gets one more, and reading takes exactly one off ("'=a" is written "''=a").
 */
const DEFUSED = /^'*[=+\-@\t\r\0]/;

/** The text as written: one quote more when it starts (after any quotes) with a formula character. */
export const escapeCsvCell = (value: string): string => (DEFUSED.test(value) ? `'${value}` : value);

/** The text as it was before escapeCsvCell: a cell of quotes then a formula character loses one. */
export const unescapeCsvCell = (cell: string): string =>
  cell.startsWith("'") && DEFUSED.test(cell.slice(1)) ? cell.slice(1) : cell;

/** A cell's text, escaped against formulas, quoted when it holds a separator, quote or newline. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = escapeCsvCell(
    Array.isArray(value) ? value.map((item) => String(item)).join(', ') : String(value),
  );
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells (no line break). */
export const csvLine = (cells: unknown[]): string => cells.map(csvCell).join(',');
