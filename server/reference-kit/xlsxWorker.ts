import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { escapeCsvCell } from '../../contract/csvCells';
import { XLSX_LIMITS, xlsxColumnOf } from '../../contract/csvImport';
import { forbiddenCharacterAt } from '../http/textInput';

/**
 * Excel workbooks read and written on a worker thread of the server's pool (server/http/workerPool.ts:
 * its time and memory ceiling stop a hostile file's work). Reading streams the sheet a row at a time
 * and stops at the first row past the limits; it gives the rows a CSV file gives (every cell as
 * text, the header naming the file's columns), so the import's one check follows (csvRows.ts).
 */

/** How a column is written: its kind decides the cell's type. */
export type XlsxColumnKind = 'text' | 'number' | 'boolean' | 'date' | 'datetime';

export interface XlsxWriteTask {
  kind: 'write';
  sheetName: string;
  columns: { header: string; kind: XlsxColumnKind }[];
  rows: unknown[][];
}

export interface XlsxReadTask {
  kind: 'read';
  bytes: Uint8Array;
  /** The sheet read when the workbook has it; else its first. */
  sheetName: string;
  maxRows: number;
}

export type XlsxReadOutcome =
  | { ok: true; header: string[]; rows: { line: number; cells: string[] }[] }
  | { ok: false; message: string };

const isoDay = /^\d{4}-\d\d-\d\d$/;

/** A value as the column's cell: a number, a boolean, a date, else text (never a formula). */
function cellOf(value: unknown, kind: XlsxColumnKind): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'number') {
    const number = Number(value);
    return Number.isFinite(number) ? number : String(value);
  }
  if (kind === 'boolean' && typeof value === 'boolean') return value;
  if (kind === 'date' && typeof value === 'string' && isoDay.test(value)) {
    return new Date(`${value}T00:00:00Z`);
  }
  if (kind === 'datetime' || kind === 'date') {
    const date = value instanceof Date ? value : new Date(String(value));
    if (!Number.isNaN(date.getTime())) return date;
  }
  // A string is always written as a string cell: a leading = is text, not a formula.
  return value instanceof Date ? value.toISOString() : String(value);
}

const formats: Partial<Record<XlsxColumnKind, string>> = {
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
};

/** The workbook's bytes: one sheet, its header row bold and frozen, a row per record. */
async function write(task: XlsxWriteTask): Promise<Uint8Array> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(task.sheetName, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = task.columns.map((column) => ({
    header: column.header,
    width: Math.min(60, Math.max(12, column.header.length + 2)),
    style: formats[column.kind] ? { numFmt: formats[column.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const values of task.rows) {
    sheet.addRow(values.map((value, i) => cellOf(value, task.columns[i].kind))).commit();
  }
  sheet.commit();
  await workbook.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

/** A cell's value as a CSV cell's text: what the sheet shows, a formula by its last result. */
function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return escapeCsvCell(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  const cell = value as {
    richText?: { text: string }[];
    text?: unknown;
    result?: unknown;
    formula?: unknown;
    sharedFormula?: unknown;
  };
  if (cell.richText) return escapeCsvCell(cell.richText.map((run) => run.text).join(''));
  // A formula is never run: the value Excel saved with it is read, as a CSV saved from it holds.
  if (cell.formula !== undefined || cell.sharedFormula !== undefined) return textOf(cell.result);
  if (cell.text !== undefined) return textOf(cell.text);
  // An error value (#N/A) or anything else is no value.
  return '';
}

type Refusal = { ok: false; message: string };
const refuse = (message: string): Refusal => ({ ok: false, message });

/** One sheet's header and rows as text, or why it is refused: limits checked row by row. */
async function readSheet(
  sheet: AsyncIterable<{ number: number; values: unknown }>,
  maxRows: number,
): Promise<XlsxReadOutcome> {
  let header: string[] | undefined;
  const rows: { line: number; cells: string[] }[] = [];
  for await (const row of sheet) {
    const values = row.values as unknown[];
    if (values.length - 1 > XLSX_LIMITS.maxColumns) {
      return refuse(`Row ${row.number} has more than ${XLSX_LIMITS.maxColumns} columns`);
    }
    const cells = Array.from(values.slice(1), textOf);
    for (let i = 0; i < cells.length; i += 1) {
      const name = header?.[i] ? ` (${header[i]})` : '';
      if (cells[i].length > XLSX_LIMITS.maxCellLength) {
        return refuse(
          `Row ${row.number}, column ${i + 1}${name} is longer than ${XLSX_LIMITS.maxCellLength.toLocaleString('en')} characters`,
        );
      }
      if (forbiddenCharacterAt(cells[i]) !== -1) {
        return refuse(
          `Row ${row.number}, column ${i + 1}${name} holds a character no text may hold`,
        );
      }
    }
    if (!header) {
      header = cells.map(xlsxColumnOf);
      continue;
    }
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (rows.length >= maxRows) {
      return refuse(`The sheet has more than ${maxRows.toLocaleString('en')} rows; split it`);
    }
    rows.push({ line: row.number, cells });
  }
  if (!header) return refuse('The sheet is empty');
  return { ok: true, header, rows };
}

/** The sheet named like the template, else the first: read a row at a time as it streams. */
async function read(task: XlsxReadTask): Promise<XlsxReadOutcome> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(task.bytes)]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  let first: XlsxReadOutcome | undefined;
  for await (const sheet of reader) {
    const named = (sheet as unknown as { name?: string }).name === task.sheetName;
    if (first && !named) {
      // Rows of a sheet not read are still streamed past, at no cost but time.
      for await (const _ of sheet as AsyncIterable<unknown>) void _;
      continue;
    }
    const outcome = await readSheet(
      sheet as AsyncIterable<{ number: number; values: unknown }>,
      task.maxRows,
    );
    if (named || !outcome.ok) return outcome;
    first = outcome;
  }
  return first ?? refuse('The workbook has no sheet');
}

export default async function xlsxTask(
  task: XlsxReadTask | XlsxWriteTask,
): Promise<XlsxReadOutcome | Uint8Array> {
  if (task.kind === 'write') return write(task);
  try {
    return await read(task);
  } catch {
    // The parser's own words may quote the file's internals: the person is told what to do.
    return refuse('The file is not a readable Excel workbook (.xlsx): save it again from Excel');
  }
}
