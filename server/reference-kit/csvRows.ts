import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CsvImportRow } from '../../contract/csvImport';
import type { Db } from '../db/client';
import { cellValue, csvFieldsOf, importKeysOf, type CsvField, type UniqueKey } from './csvFields';
import { badFile, type CsvFile, type FileRow } from './csvFile';
import type { Slices } from './slices';
import type { ReferenceEntity, ReferenceEntityDefinition } from './store';
import { swahiliFieldsOf, swahiliInputSchema } from './translations';

/**
 * Checking the rows of a CSV file of a reference list (decision 104, read by csvFile.ts), the part of
 * the import that is the server's own CPU work: a 100,000-row file is a second or two of it. It runs
 * in slices of the event loop (slices.ts), so a list page asked for meanwhile waits one slice, not
 * the whole file (issue #37). Nothing here writes.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEntity = ReferenceEntity<any, any>;
export type Definition = ReferenceEntityDefinition<{ uuid?: string | null }>;

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

/** A field's column header, by its input key or its reference's id column (tenderCategoryId). */
const headerNamer = (fields: CsvField[]) => (key: string) =>
  fields.find((field) => field.key === key || field.reference?.column === key)?.header ?? key;

type References = Awaited<ReturnType<typeof loadReferences>>;

/** One row's cells as the form's input, its Swahili input and its references' ids, with what is wrong. */
function readCells(header: CsvField[], references: References, cells: string[]) {
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
  return { errors, input, swahiliInput, ids, unreadable };
}

/**
 * What checks one row by the form's rules (its input schema) and its references: refused with every
 * error found, or to create with the columns to write.
 */
function rowChecker(
  definition: Definition,
  fields: CsvField[],
  header: CsvField[],
  references: References,
) {
  const nameOf = headerNamer(fields);
  // The Swahili name and description are the kit's, checked by its schema as a save checks them.
  const swahiliSchema = swahiliInputSchema(swahiliFieldsOf(definition.table));
  return ({ line, cells }: FileRow): CheckedRow => {
    const { errors, input, swahiliInput, ids, unreadable } = readCells(header, references, cells);
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
}

/** Refuses the rows that repeat a unique key of an earlier line of the file or of a live row. */
async function refuseDuplicates(
  db: Db,
  entity: AnyEntity,
  fields: CsvField[],
  checked: CheckedRow[],
  slices: Slices,
) {
  const definition = entity.definition as Definition;
  const nameOf = headerNamer(fields);
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
  const checkRow = rowChecker(definition, fields, header, references);
  const checked: CheckedRow[] = [];
  for (const row of file.rows) {
    checked.push(checkRow(row));
    if (slices.due()) await slices.pause();
  }
  await refuseDuplicates(db, entity, fields, checked, slices);
  return checked;
}
