import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  CSV_IMPORT_LIMITS,
  type CsvImportOnExisting,
  type CsvImportReport,
  type CsvImportRow,
} from '../../contract/csvImport';
import type { Permission } from '../../contract/permissions';
import { ResponseCode } from '../../contract/responseCodes';
import type { Db } from '../db/client';
import { actingAs, inHistoryBatch } from '../db/history';
import { AppError } from '../errors';
import { cellValue, csvFieldsOf, uniqueKeysOf, type CsvField, type UniqueKey } from './csvFields';
import type { ReferenceEntity, ReferenceEntityDefinition } from './store';

/**
 * The CSV import of every reference list (issue 19 part 2, decision 104), one mechanism for all:
 * a list declared with referenceApi is importable when its writes are a permission's (not a caller's
 * own rows). Preview checks every row by the form's rules (its input schema), the list's unique keys
 * (within the file and against the live rows) and its references (by code or name), and writes
 * nothing; commit writes the valid rows with a few set-based statements in ONE transaction: all
 * of them, or none when anything fails.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntity = ReferenceEntity<any, any>;

export interface ImportableList {
  entity: AnyEntity;
  /** The list's write permission: importing is writing. */
  permission: Permission;
}

const importables = new Map<string, ImportableList>();

/** Called by referenceApi for every list it declares; lists whose rows are owned stay out. */
export function registerImportable(
  entity: AnyEntity,
  permissions: { write: Permission | 'signedIn'; scope?: unknown },
): void {
  const { definition } = entity;
  if (permissions.scope || permissions.write === 'signedIn') return;
  if (definition.importable === false) return;
  if (definition.toColumns && !definition.references) return;
  const name = getTableName(definition.table);
  if (!importables.has(name)) importables.set(name, { entity, permission: permissions.write });
}

/** The importable list of that table name (tender_categories), or undefined. */
export const importableList = (name: string): ImportableList | undefined => importables.get(name);

/** The template: the header and nothing else, so a person fills the rows. */
export function csvTemplate(entity: AnyEntity): string {
  return `${csvFieldsOf(entity.definition)
    .map((field) => field.header)
    .join(',')}\r\n`;
}

const badFile = (message: string) => new AppError(ResponseCode.INVALID_INPUT, message);

interface FileRow {
  line: number;
  cells: string[];
}

/**
 * The file's header and rows, parsed as they stream in; more rows than the limit stop the reading
 * and refuse the file. Cells are at most 10,000 characters (no field of a list is longer).
 */
async function readRows(body: ReadableStream<Uint8Array> | null) {
  if (!body) throw badFile('The file is empty');
  const parser = Readable.fromWeb(body as never).pipe(
    parse({
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: 10_000,
      info: true,
    }),
  );
  let header: string[] | undefined;
  const rows: FileRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!header) {
        header = record.map((cell) => cell.trim());
        continue;
      }
      if (rows.length >= CSV_IMPORT_LIMITS.maxRows) {
        parser.destroy();
        throw badFile(
          `The file has more than ${CSV_IMPORT_LIMITS.maxRows.toLocaleString('en')} rows; split it`,
        );
      }
      rows.push({ line: info.lines, cells: record });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
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

type Related = Map<string, { id: number; uuid: string }>;

/** Each reference column's records, found by code or name (lower-cased) in one query per column. */
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
    if (wanted.length > 0) {
      const keys = [table.code, table.name].filter(Boolean);
      for (const column of keys) {
        const matches = await db.execute<{ id: number; uuid: string; key: string }>(
          sql`SELECT ${table.id} AS id, ${table.uuid} AS uuid, lower(${column}) AS key
            FROM ${field.reference.table} WHERE NOT ${table.deleted}
            AND lower(${column}) = ANY(${sql.param(wanted)}::text[])`,
        );
        // A code names a record before a name does.
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

interface CheckedRow extends CsvImportRow {
  columns?: Record<string, unknown>;
  /** The live record it names, for an update. */
  existingId?: number;
}

const keyText = (key: UniqueKey, columns: Record<string, unknown>): string | undefined => {
  const values = key.columns.map((column) => columns[column.key]);
  if (values.some((value) => value === undefined || value === null)) return undefined;
  const text = values.map(String).join('\u001f');
  return key.lowered ? text.toLowerCase() : text;
};

/** The live rows holding any of these key values: key text to the row's id. */
async function existingByKey(db: Db, definition: Definition, key: UniqueKey, texts: string[]) {
  if (texts.length === 0) return new Map<string, number>();
  const table = definition.table as unknown as Record<string, PgColumn>;
  const parts = key.columns.map((column) => sql`${table[column.key]}::text`);
  let expression: SQL = sql`concat_ws(${'\u001f'}, ${sql.join(parts, sql`, `)})`;
  if (key.lowered) expression = sql`lower(${expression})`;
  const rows = await db.execute<{ id: number; key: string }>(
    sql`SELECT ${table.id} AS id, ${expression} AS key FROM ${definition.table}
      WHERE NOT ${table.deleted} AND ${expression} = ANY(${sql.param(texts)}::text[])`,
  );
  return new Map(rows.rows.map((row) => [row.key, Number(row.id)]));
}

type Definition = ReferenceEntityDefinition<{ uuid?: string | null }>;

/** Every row's outcome by the form's rules, the unique keys and the references; writes nothing. */
async function checkRows(
  db: Db,
  entity: AnyEntity,
  file: { header: string[]; rows: FileRow[] },
  onExisting: CsvImportOnExisting,
): Promise<CheckedRow[]> {
  const definition = entity.definition as Definition;
  const fields = csvFieldsOf(definition);
  const header = checkHeader(file.header, fields);
  const references = await loadReferences(db, fields, file.rows, header);
  const nameOf = (key: string) => fields.find((field) => field.key === key)?.header ?? key;

  const checked: CheckedRow[] = file.rows.map(({ line, cells }) => {
    const errors: string[] = [];
    const input: Record<string, unknown> = {};
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
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        // A cell already refused above is not refused twice (as missing).
        if (unreadable.has(field)) continue;
        const required = issue.code === 'invalid_type' && input[field] === undefined;
        errors.push(`${nameOf(field)}: ${required ? 'required' : issue.message}`);
      }
    }
    if (errors.length > 0 || !parsed.success) return { line, label, outcome: 'refused', errors };
    const { active, ...values } = parsed.data as Record<string, unknown>;
    const columns = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => key !== 'uuid' && value !== undefined && !definition.references?.[key],
      ),
    );
    Object.assign(columns, ids, typeof input.active === 'boolean' ? { active: input.active } : {});
    if (typeof active === 'boolean') columns.active = active;
    return { line, label, outcome: 'create', errors, columns };
  });

  const what = entity.label.toLowerCase();
  for (const key of uniqueKeysOf(definition.table)) {
    const named = key.columns.map((column) => nameOf(column.key)).join(' and ');
    const firstLine = new Map<string, number>();
    for (const row of checked) {
      const text = row.columns && keyText(key, row.columns);
      if (!text) continue;
      const first = firstLine.get(text);
      if (first === undefined) firstLine.set(text, row.line);
      else refuse(row, `${named}: the same as line ${first} of the file`);
    }
    const existing = await existingByKey(db, definition, key, [...firstLine.keys()]);
    for (const row of checked) {
      const text = row.columns && keyText(key, row.columns);
      const id = text === undefined ? undefined : existing.get(text);
      if (id === undefined || row.outcome === 'refused') continue;
      if (onExisting === 'refuse') {
        refuse(row, `${named}: a ${what} with this ${named} already exists`);
      } else if (row.existingId !== undefined && row.existingId !== id) {
        refuse(row, `${named}: names another existing ${what} than its other columns do`);
      } else {
        row.existingId = id;
        row.outcome = 'update';
      }
    }
  }
  return checked;
}

function refuse(row: CheckedRow, error: string) {
  row.outcome = 'refused';
  row.errors.push(error);
  delete row.columns;
}

/** At most this many rows go in one statement: set-based, and each statement's JSON stays small. */
const STATEMENT_ROWS = 10_000;

/** Rows grouped by the columns they give, so a blank cell takes the column's default, not null. */
function byColumns(rows: CheckedRow[]) {
  const groups = new Map<string, CheckedRow[]>();
  for (const row of rows) {
    const signature = Object.keys(row.columns ?? {})
      .sort()
      .join(',');
    // Pushed, not copied: copying the group for each row made 100,000 rows quadratic (minutes).
    const group = groups.get(signature);
    if (group) group.push(row);
    else groups.set(signature, [row]);
  }
  return [...groups.entries()].flatMap(([signature, group]) => {
    const keys = signature ? signature.split(',') : [];
    const chunks = [];
    for (let i = 0; i < group.length; i += STATEMENT_ROWS) {
      chunks.push({ keys, rows: group.slice(i, i + STATEMENT_ROWS) });
    }
    return chunks;
  });
}

/** `jsonb_to_recordset($rows) AS r("#" int, col type, ...)`: the rows as a relation, typed by the table. */
function recordset(definition: Definition, keys: string[], rows: Record<string, unknown>[]) {
  const table = definition.table as unknown as Record<string, PgColumn>;
  const types = keys.map((key) =>
    sql.raw(`"${table[key].name}" ${table[key].getSQLType().replace(/^bigserial$/, 'bigint')}`),
  );
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [table[key]?.name ?? key, value]),
      ),
    ),
  );
  return sql`jsonb_to_recordset(${json}::jsonb) AS r("#" int, "id" bigint, ${sql.join(types, sql`, `)})`;
}

/** Creates the rows with one INSERT ... SELECT per group; answers each created row's uuid by its "#". */
async function insertRows(db: Db, definition: Definition, rows: CheckedRow[], actor: string) {
  for (const { keys, rows: chunk } of byColumns(rows)) {
    const table = definition.table as unknown as Record<string, PgColumn>;
    const names = keys.map((key) => sql.raw(`"${table[key].name}"`));
    const given = chunk.map((row, i) => ({ '#': i, ...row.columns }));
    const created = await db.execute<{ uuid: string; n: number }>(
      sql`WITH given AS (SELECT * FROM ${recordset(definition, keys, given)}),
        created AS (
          INSERT INTO ${definition.table} (${sql.join([...names, sql.raw('"created_by"')], sql`, `)})
          SELECT ${sql.join(
            names.map((name) => sql`given.${name}`),
            sql`, `,
          )}, ${actor}
          FROM given ORDER BY given."#"
          RETURNING id, uuid)
        SELECT created.uuid, (row_number() OVER (ORDER BY created.id))::int - 1 AS n FROM created`,
    );
    // Ids rise in the order rows were inserted, which is the file's (ORDER BY "#").
    if (created.rows.length !== chunk.length) {
      throw new AppError(ResponseCode.OPERATION_FAILED, 'The import changed while it was written');
    }
    for (const row of created.rows) chunk[row.n].uuid = row.uuid;
  }
}

/** Updates the named records with one UPDATE ... FROM per group; their history says what changed. */
async function updateRows(db: Db, definition: Definition, rows: CheckedRow[], actor: string) {
  const table = definition.table as unknown as Record<string, PgColumn>;
  for (const { keys, rows: chunk } of byColumns(rows)) {
    const given = chunk.map((row, i) => ({ '#': i, id: row.existingId, ...row.columns }));
    const sets = keys.map((key) => sql.raw(`"${table[key].name}" = r."${table[key].name}"`));
    const updated = await db.execute<{ uuid: string; id: number }>(
      sql`UPDATE ${definition.table} AS t SET ${sql.join(sets, sql`, `)},
          "updated_at" = now(), "updated_by" = ${actor}
        FROM ${recordset(definition, keys, given)}
        WHERE t.id = r.id AND NOT t.deleted RETURNING t.id, t.uuid`,
    );
    const uuidById = new Map(updated.rows.map((row) => [Number(row.id), row.uuid]));
    for (const row of chunk) {
      const uuid = row.existingId === undefined ? undefined : uuidById.get(row.existingId);
      if (!uuid)
        throw new AppError(
          ResponseCode.OPERATION_FAILED,
          'The import changed while it was written',
        );
      row.uuid = uuid;
    }
  }
}

const reportOf = (
  fileName: string,
  rows: CheckedRow[],
  importId: string | null,
): CsvImportReport => ({
  importId,
  fileName,
  committed: importId !== null,
  total: rows.length,
  created: rows.filter((row) => row.outcome === 'create').length,
  updated: rows.filter((row) => row.outcome === 'update').length,
  refused: rows.filter((row) => row.outcome === 'refused').length,
  rows: rows.map(({ line, label, outcome, errors, uuid }) => ({
    line,
    label,
    outcome,
    errors,
    ...(uuid ? { uuid } : {}),
  })),
});

export interface ImportRequest {
  body: ReadableStream<Uint8Array> | null;
  fileName: string;
  onExisting: CsvImportOnExisting;
  commit: boolean;
  user: { id: number; email: string };
}

/**
 * Preview or commit one file. The commit's rule: the valid rows are written in one transaction,
 * together with the import's record; the refused rows are only reported. Should the database refuse
 * a row all the same (someone else saved the same name meanwhile), nothing is written.
 */
export async function importCsv(
  db: Db,
  entity: AnyEntity,
  request: ImportRequest,
): Promise<CsvImportReport> {
  const file = await readRows(request.body);
  const rows = await checkRows(db, entity, file, request.onExisting);
  if (!request.commit) return reportOf(request.fileName, rows, null);
  const definition = entity.definition as Definition;
  const importId = randomUUID();
  await db.transaction(async (tx) => {
    await actingAs(tx, request.user.id);
    // Every history entry of the import carries its id (the batch), beside its file's record.
    await inHistoryBatch(tx, importId);
    await insertRows(
      tx,
      definition,
      rows.filter((row) => row.outcome === 'create'),
      request.user.email,
    );
    await updateRows(
      tx,
      definition,
      rows.filter((row) => row.outcome === 'update'),
      request.user.email,
    );
    const report = reportOf(request.fileName, rows, importId);
    await tx.execute(
      sql`INSERT INTO csv_imports (uuid, entity, file_name, created, updated, refused, actor_id)
        VALUES (${importId}, ${getTableName(definition.table)}, ${request.fileName},
          ${report.created}, ${report.updated}, ${report.refused}, ${request.user.id})`,
    );
  });
  return reportOf(request.fileName, rows, importId);
}
