import { isUtf8 } from 'node:buffer';
import { finished } from 'node:stream/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CSV_IMPORT_LIMITS, type CsvImportRow } from '../../contract/csvImport';
import { ResponseCode } from '../../contract/responseCodes';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { forbiddenCharacterAt } from '../http/textInput';
import { cellValue, csvFieldsOf, importKeysOf, type CsvField, type UniqueKey } from './csvFields';
import type { ReferenceEntity, ReferenceEntityDefinition } from './store';
import { swahiliFieldsOf, swahiliInputSchema } from './translations';
import { lazyImport } from '../lazyImport';

/** csv-parse comes with the first CSV import, not at start (decision 160). */
const loadCsvParse = lazyImport('CSV import', async () => (await import('csv-parse')).parse);

/**
 * Reading and checking a CSV file of a reference list (decision 104), the part of the import that is
 * the server's own CPU work: a 100,000-row file is a second or two of it. It runs in slices of the
 * event loop (`Slices`), so a list page asked for meanwhile waits one slice, not the whole file
 * (issue #37). Nothing here writes.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEntity = ReferenceEntity<any, any>;
export type Definition = ReferenceEntityDefinition<{ uuid?: string | null }>;

/**
 * Work done a slice of the event loop at a time: the worker asks `due()` between two small pieces
 * of work, and when the slice's time is used `pause()` lets the loop turn (sockets are read, other
 * requests answered) before it goes on. The clock is a parameter, so a test can run it on its own.
 */
export interface Slices {
  due(): boolean;
  pause(): Promise<void>;
}

/** 10 ms, as the embedded database's turns (server/eventLoopTurns.ts): a few list pages a slice. */
export const SLICE_MS = 10;

export function createSlices(
  sliceMs = SLICE_MS,
  now: () => number = () => performance.now(),
): Slices {
  let sliceStart = now();
  return {
    due: () => now() - sliceStart >= sliceMs,
    async pause() {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = now();
    },
  };
}

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

/** The header names known columns, each once, and every required one. */
function checkHeader(header: string[], fields: CsvField[]) {
  const known = new Map(fields.map((field) => [field.header, field]));
  const unknown = header.filter((column) => !known.has(column));
  const missing = fields.filter((f) => f.required && !header.includes(f.header));
  const twice = header.filter((column, i) => header.indexOf(column) !== i);
  if (unknown.length || missing.length || twice.length) {
    throw badFile(
      `The first line must name the columns (${fields.map((f) => f.header).join(', ')})` +
        (unknown.length ? `; unknown: ${unknown.join(', ')}` : '') +
        (missing.length ? `; missing: ${missing.map((f) => f.header).join(', ')}` : '') +
        (twice.length ? `; given twice: ${twice.join(', ')}` : ''),
    );
  }
  return header.map((column) => known.get(column) as CsvField);
}

/** At most this many key values go in one lookup, so no statement's parameters are huge. */
const LOOKUP_KEYS = 10_000;

function inPieces<T>(items: T[]): T[][] {
  const pieces: T[][] = [];
  for (let i = 0; i < items.length; i += LOOKUP_KEYS) pieces.push(items.slice(i, i + LOOKUP_KEYS));
  return pieces;
}

type Related = Map<string, { id: number; uuid: string }>;

/** Each reference column's records, found by code or name (lower-cased), set-based per column. */
async function loadReferences(db: Db, fields: CsvField[], rows: FileRow[], header: CsvField[]) {
  const found = new Map<string, Related>();
  for (const field of fields) {
    if (!field.reference) continue;
    const index = header.indexOf(field);
    const wanted = [
      ...new Set(rows.map((row) => (row.cells[index] ?? '').trim().toLowerCase()).filter(Boolean)),
    ];
    const table = field.reference.table as unknown as Record<string, PgColumn>;
    const related: Related = new Map();
    // A code names a record before a name does: every code is looked up first.
    for (const column of [table.code, table.name].filter(Boolean)) {
      for (const piece of inPieces(wanted)) {
        const matches = await db.execute<{ id: number; uuid: string; key: string }>(
          sql`SELECT ${table.id} AS id, ${table.uuid} AS uuid, lower(${column}) AS key
            FROM ${field.reference.table} WHERE NOT ${table.deleted}
            AND lower(${column}) = ANY(${sql.param(piece)}::text[])`,
        );
        for (const match of matches.rows) {
          if (!related.has(match.key))
            related.set(match.key, { id: Number(match.id), uuid: match.uuid });
        }
      }
    }
    found.set(field.key, related);
  }
  return found;
}

export interface CheckedRow extends CsvImportRow {
  /** The table's columns to write (by their TypeScript keys), for a row to create. */
  columns?: Record<string, unknown>;
}

const keyText = (key: UniqueKey, columns: Record<string, unknown>): string | undefined => {
  const values = key.columns.map((column) => columns[column.key]);
  const isBlank = (value: unknown) => value === undefined || value === null;
  if (!key.isWholeRow && values.some(isBlank)) return undefined;
  const text = values.map((value) => (isBlank(value) ? '' : String(value))).join('\u001f');
  return key.lowered ? text.toLowerCase() : text;
};

/** Which of these key values a live row already holds. */
async function existingKeys(db: Db, definition: Definition, key: UniqueKey, texts: string[]) {
  const table = definition.table as unknown as Record<string, PgColumn>;
  const parts = key.columns.map((column) => {
    const value = table[column.key];
    if (!key.isWholeRow) return sql`${value}::text`;
    // As keyText writes them: blank for null, numbers without trailing zeros.
    return column.isNumber
      ? sql`coalesce(trim_scale(${value}::numeric)::text, '')`
      : sql`coalesce(${value}::text, '')`;
  });
  let expression: SQL = sql`concat_ws(${'\u001f'}, ${sql.join(parts, sql`, `)})`;
  if (key.lowered) expression = sql`lower(${expression})`;
  const existing = new Set<string>();
  for (const piece of inPieces(texts)) {
    const rows = await db.execute<{ key: string }>(
      sql`SELECT ${expression} AS key FROM ${definition.table}
        WHERE NOT ${table.deleted} AND ${expression} = ANY(${sql.param(piece)}::text[])`,
    );
    for (const row of rows.rows) existing.add(row.key);
  }
  return existing;
}

function refuse(row: CheckedRow, error: string) {
  row.outcome = 'refused';
  row.errors.push(error);
  delete row.columns;
}

/**
 * Every row's outcome by the form's rules (its input schema), the list's unique keys (within the
 * file and against the live rows) and its references; writes nothing. The import only creates
 * (decision 103): a row naming a record that exists is refused, so no one's values are overwritten.
 */
export async function checkRows(
  db: Db,
  entity: AnyEntity,
  file: CsvFile,
  slices: Slices,
): Promise<CheckedRow[]> {
  const definition = entity.definition as Definition;
  const fields = csvFieldsOf(definition);
  const header = checkHeader(file.header, fields);
  const references = await loadReferences(db, fields, file.rows, header);
  // A key's column is an input field, or a reference's id column (tenderCategoryId: tenderCategory).
  const nameOf = (key: string) =>
    fields.find((field) => field.key === key || field.reference?.column === key)?.header ?? key;
  // The Swahili name and description are the kit's, checked by its schema as a save checks them.
  const swahiliSchema = swahiliInputSchema(swahiliFieldsOf(definition.table));

  const checkRow = ({ line, cells }: FileRow): CheckedRow => {
    const errors: string[] = [];
    const input: Record<string, unknown> = {};
    const swahiliInput: Record<string, unknown> = {};
    const ids: Record<string, number> = {};
    if (cells.length !== header.length) {
      errors.push(`row: ${cells.length} values where the header names ${header.length}`);
    }
    const unreadable = new Set<string>();
    header.forEach((field, i) => {
      const { value, error } = cellValue(field, cells[i] ?? '');
      if (error) {
        unreadable.add(field.key);
        errors.push(`${field.header}: ${error}`);
      }
      if (value === undefined) return;
      if (field.swahili) return void (swahiliInput[field.key] = value);
      if (!field.reference) return void (input[field.key] = value);
      const related = references.get(field.key)?.get(String(value).toLowerCase());
      if (!related) {
        unreadable.add(field.key);
        errors.push(`${field.header}: no record with the code or name "${String(value)}"`);
        return;
      }
      input[field.key] = related.uuid;
      ids[field.reference.column] = related.id;
    });
    const label = String(input.name ?? input.code ?? cells[0] ?? '');
    const parsed = definition.inputSchema.safeParse(input);
    const swahili = swahiliSchema.safeParse(swahiliInput);
    for (const issue of [...(parsed.error?.issues ?? []), ...(swahili.error?.issues ?? [])]) {
      const field = String(issue.path[0] ?? 'row');
      // A cell already refused above is not refused twice (as missing).
      if (unreadable.has(field)) continue;
      const required = issue.code === 'invalid_type' && input[field] === undefined;
      errors.push(`${nameOf(field)}: ${required ? 'required' : issue.message}`);
    }
    if (errors.length > 0 || !parsed.success || !swahili.success) {
      return { line, label, outcome: 'refused', errors };
    }
    const { active, ...values } = parsed.data as Record<string, unknown>;
    const columns = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => key !== 'uuid' && value !== undefined && !definition.references?.[key],
      ),
    );
    for (const [key, value] of Object.entries(swahili.data)) {
      if (value !== undefined) columns[key] = value;
    }
    Object.assign(columns, ids, typeof input.active === 'boolean' ? { active: input.active } : {});
    if (typeof active === 'boolean') columns.active = active;
    return { line, label, outcome: 'create', errors, columns };
  };

  const checked: CheckedRow[] = [];
  for (const row of file.rows) {
    checked.push(checkRow(row));
    if (slices.due()) await slices.pause();
  }

  const what = entity.label.toLowerCase();
  for (const key of importKeysOf(definition.table, fields)) {
    const named = key.isWholeRow
      ? 'row'
      : key.columns.map((column) => nameOf(column.key)).join(' and ');
    const firstLine = new Map<string, number>();
    const texts: (string | undefined)[] = [];
    for (const row of checked) {
      const text = row.columns && keyText(key, row.columns);
      texts.push(text);
      if (text !== undefined) {
        const first = firstLine.get(text);
        if (first === undefined) firstLine.set(text, row.line);
        else refuse(row, `${named}: the same as line ${first} of the file`);
      }
      if (slices.due()) await slices.pause();
    }
    const existing = await existingKeys(db, definition, key, [...firstLine.keys()]);
    for (const [i, row] of checked.entries()) {
      const text = texts[i];
      if (text !== undefined && row.outcome !== 'refused' && existing.has(text)) {
        refuse(
          row,
          key.isWholeRow
            ? `row: this ${what} already exists, with the same values`
            : `${named}: a ${what} with this ${named} already exists`,
        );
      }
      if (slices.due()) await slices.pause();
    }
  }
  return checked;
}
