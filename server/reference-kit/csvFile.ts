import { isUtf8 } from 'node:buffer';
import { finished } from 'node:stream/promises';
import { CSV_IMPORT_LIMITS } from '../../contract/csvImport';
import { ResponseCode } from '../../contract/responseCodes';
import { AppError } from '../errors';
import { forbiddenCharacterAt } from '../http/textInput';
import { lazyImport } from '../lazyImport';
import type { Slices } from './slices';

/** csv-parse comes with the first CSV import, not at start (decision 160). */
const loadCsvParse = lazyImport('CSV import', async () => (await import('csv-parse')).parse);

/**
 * Reading a CSV file of a reference list (decision 104): its header and rows as text, checked for
 * encoding, forbidden characters and size, in slices of the event loop (slices.ts). What the rows
 * say is checked by csvRows.ts.
 */

export const badFile = (message: string) => new AppError(ResponseCode.INVALID_INPUT, message);

export interface FileRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  cells: string[];
}

export interface CsvFile {
  header: string[];
  rows: FileRow[];
}

/** The parser is fed this many bytes at a time: a piece takes well under a slice. */
const PIECE_BYTES = 4096;

/**
 * The line (from 1) holding the first bytes that are not UTF-8, or undefined when all are. Lines are
 * checked one by one only when the whole is not UTF-8: a line feed is never part of a multi-byte
 * character, so each line is UTF-8 on its own exactly when the file is.
 */
function firstLineNotUtf8(buffer: Buffer): number | undefined {
  if (isUtf8(buffer)) return undefined;
  let line = 1;
  for (let start = 0; ; line += 1) {
    const end = buffer.indexOf(0x0a, start);
    if (!isUtf8(buffer.subarray(start, end === -1 ? buffer.length : end))) return line;
    if (end === -1) return line;
    start = end + 1;
  }
}

/** What is wrong with a forbidden character, in words (forbiddenCharacterAt's two kinds). */
const forbiddenText = (cell: string, at: number) =>
  cell[at] === '\u0000'
    ? 'holds a NUL character (U+0000), which no text may hold'
    : `holds half of a character (U+${cell.charCodeAt(at).toString(16).toUpperCase()}, an unpaired surrogate), which no text may hold`;

/**
 * The file's header and rows. It must be UTF-8 (else the first line that is not is named: a file
 * saved in another encoding would otherwise be stored with U+FFFD in place of its letters), no cell
 * may hold a character no text column can (NUL, a lone surrogate: forbiddenCharacterAt, the one
 * check of every text input), and more rows than the limit refuse the file. Cells are at most
 * 10,000 characters (no field of a list is longer). Parsed a piece at a time, in slices.
 */
export async function readCsvFile(bytes: Uint8Array, slices: Slices): Promise<CsvFile> {
  if (bytes.byteLength === 0) throw badFile('The file is empty');
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const notUtf8 = firstLineNotUtf8(buffer);
  if (notUtf8 !== undefined) {
    throw badFile(
      `The file is not UTF-8 text: line ${notUtf8} holds bytes that are not UTF-8. ` +
        'Save it as "CSV UTF-8" and try again',
    );
  }
  const parse = await loadCsvParse();
  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    max_record_size: 10_000,
  });
  let header: string[] | undefined;
  const rows: FileRow[] = [];
  let refusal: AppError | undefined;
  // Records arrive while a piece is written, so the parser's line count is the record's last line.
  parser.on('data', (record: string[]) => {
    if (refusal) return;
    const line = parser.info.lines;
    for (let i = 0; i < record.length; i += 1) {
      const at = forbiddenCharacterAt(record[i]);
      if (at === -1) continue;
      const name = header?.[i] ? ` (${header[i]})` : '';
      refusal = badFile(`Line ${line}, column ${i + 1}${name} ${forbiddenText(record[i], at)}`);
      return;
    }
    if (!header) {
      header = record.map((cell) => cell.trim());
      return;
    }
    if (rows.length >= CSV_IMPORT_LIMITS.maxRows) {
      refusal = badFile(
        `The file has more than ${CSV_IMPORT_LIMITS.maxRows.toLocaleString('en')} rows; split it`,
      );
      return;
    }
    rows.push({ line, cells: record });
  });
  const parsed = finished(parser).then(
    () => undefined,
    (error: unknown) => error,
  );
  for (let start = 0; start < buffer.length; start += PIECE_BYTES) {
    if (refusal || parser.destroyed) break;
    parser.write(buffer.subarray(start, start + PIECE_BYTES));
    if (slices.due()) await slices.pause();
  }
  if (refusal || parser.destroyed) parser.destroy();
  else parser.end();
  const error = await parsed;
  if (refusal) throw refusal;
  if (error) {
    throw badFile(
      `The file is not a valid CSV: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!header) throw badFile('The file is empty');
  if (rows.length === 0) throw badFile('The file has a header but no rows');
  return { header, rows };
}
