import { randomUUID } from 'node:crypto';
import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CsvImportReport } from '../../contract/csvImport';
import type { Permission } from '../../contract/permissions';
import { ResponseCode, type ResponseCodeValue } from '../../contract/responseCodes';
import type { Db } from '../db/client';
import { actingAs, inHistoryBatch } from '../db/history';
import { AppError } from '../errors';
import { csvFieldsOf, csvHeader } from './csvFields';
import { checkRows, type AnyEntity, type CheckedRow, type Definition } from './csvRows';
import { createSlices, type Slices } from './slices';
import { readCsvFile, type CsvFile } from './csvFile';

/**
 * The CSV import of every reference list (issue 19 part 2, decision 104), one mechanism for all:
 * a list declared with referenceApi is importable when its writes are a permission's (not a caller's
 * own rows). Preview reads and checks every row (csvRows.ts: the form's rules, the list's unique keys
 * within the file and against the live rows, its references by code or name) and writes nothing;
 * commit writes the valid rows with a few set-based statements in ONE transaction: all of them, or
 * none when anything fails. The import only creates (decision 103): a row naming a record that
 * exists is refused, never written over someone's newer values.
 */

export interface ImportableList {
  entity: AnyEntity;
  /** The list's write permission: importing is writing. */
  permission: Permission;
  /** Who may read the list may export it (csvExport.ts). */
  readPermission: Permission | 'signedIn';
}

const importables = new Map<string, ImportableList>();

/** A list takes input when its input schema is an object of fields; a read-only one's is not. */
const takesInput = (definition: Definition) => {
  const shape = (definition.inputSchema as { shape?: unknown }).shape;
  return typeof shape === 'object' && shape !== null;
};

/**
 * Called by referenceApi for every list it declares; lists whose rows are owned stay out, and so do
 * read-only lists (countries: their input schema is z.never(), there is nothing a file could give).
 */
export function registerImportable(
  entity: AnyEntity,
  permissions: { read: Permission | 'signedIn'; write: Permission | 'signedIn'; scope?: unknown },
): void {
  const definition = entity.definition as Definition;
  if (permissions.scope || permissions.write === 'signedIn') return;
  if (definition.importable === false) return;
  if (definition.toColumns && !definition.references) return;
  if (!takesInput(definition)) return;
  const name = getTableName(definition.table);
  if (!importables.has(name)) {
    importables.set(name, {
      entity,
      permission: permissions.write,
      readPermission: permissions.read,
    });
  }
}

/** The importable list of that table name (tender_categories), or undefined. */
export const importableList = (name: string): ImportableList | undefined => importables.get(name);

/** Every importable list's table name. */
export const importableNames = (): string[] => [...importables.keys()];

/** The template: the header and nothing else, so a person fills the rows. */
export function csvTemplate(entity: AnyEntity): string {
  return `${csvHeader(csvFieldsOf(entity.definition))}\r\n`;
}

/** At most this many rows go in one statement: set-based, and each statement's JSON stays small. */
const STATEMENT_ROWS = 10_000;

/** Rows grouped by the columns they give, so a blank cell takes the column's default, not null. */
async function byColumns(rows: CheckedRow[], slices: Slices) {
  const groups = new Map<string, CheckedRow[]>();
  for (const row of rows) {
    const signature = Object.keys(row.columns ?? {})
      .sort()
      .join(',');
    // Pushed, not copied: copying the group for each row made 100,000 rows quadratic (minutes).
    const group = groups.get(signature);
    if (group) group.push(row);
    else groups.set(signature, [row]);
    if (slices.due()) await slices.pause();
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

/** Rows turned into JSON this many at a time. */
const JSON_ROWS = 1_000;

/**
 * `jsonb_to_recordset($rows) AS r("#" int, col type, ...)`: the rows as a relation, typed by the
 * table, each with its place in `rows` as "#". The JSON is written a piece at a time, in slices.
 */
async function recordset(
  definition: Definition,
  keys: string[],
  rows: CheckedRow[],
  slices: Slices,
) {
  const table = definition.table as unknown as Record<string, PgColumn>;
  const types = keys.map((key) =>
    sql.raw(`"${table[key].name}" ${table[key].getSQLType().replace(/^bigserial$/, 'bigint')}`),
  );
  const pieces: string[] = [];
  for (let start = 0; start < rows.length; start += JSON_ROWS) {
    const piece = rows.slice(start, start + JSON_ROWS).map((row, i) => {
      const given: Record<string, unknown> = { '#': start + i };
      for (const key of keys) given[table[key].name] = row.columns?.[key];
      return given;
    });
    pieces.push(JSON.stringify(piece).slice(1, -1));
    if (slices.due()) await slices.pause();
  }
  const json = `[${pieces.join(',')}]`;
  return sql`jsonb_to_recordset(${json}::jsonb) AS r("#" int, ${sql.join(types, sql`, `)})`;
}

/** Creates the rows with one INSERT ... SELECT per group; answers each created row's uuid by its "#". */
async function insertRows(
  db: Db,
  definition: Definition,
  rows: CheckedRow[],
  actor: string,
  slices: Slices,
) {
  const table = definition.table as unknown as Record<string, PgColumn>;
  for (const { keys, rows: chunk } of await byColumns(rows, slices)) {
    const names = keys.map((key) => sql.raw(`"${table[key].name}"`));
    const created = await db.execute<{ uuid: string; n: number }>(
      sql`WITH given AS (SELECT * FROM ${await recordset(definition, keys, chunk, slices)}),
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
    if (slices.due()) await slices.pause();
  }
}

/** The report of the checked (and, on commit, written) rows, built in slices. */
async function reportOf(
  fileName: string,
  rows: CheckedRow[],
  importId: string | null,
  slices: Slices,
): Promise<CsvImportReport> {
  const reported: CsvImportReport['rows'] = [];
  let created = 0;
  for (const { line, label, outcome, errors, uuid } of rows) {
    if (outcome === 'create') created += 1;
    reported.push({ line, label, outcome, errors, ...(uuid ? { uuid } : {}) });
    if (slices.due()) await slices.pause();
  }
  return {
    importId,
    fileName,
    committed: importId !== null,
    total: rows.length,
    created,
    refused: rows.length - created,
    rows: reported,
  };
}

export interface ImportRequest {
  /** The file as it came: its bytes must be UTF-8 text. */
  bytes: Uint8Array;
  /** The file's rows when they were read already (an Excel workbook's: xlsxFiles.ts). */
  file?: CsvFile;
  fileName: string;
  commit: boolean;
  user: { id: number; email: string };
}

/**
 * Preview or commit one file. The commit's rule: the valid rows are written in one transaction,
 * together with the import's record; the refused rows are only reported. Should the database refuse
 * a row all the same (someone else saved the same name meanwhile), nothing is written. Reading and
 * checking run in slices of the event loop (csvFile.ts, csvRows.ts); `slices` is a parameter for the tests.
 */
export async function importCsv(
  db: Db,
  entity: AnyEntity,
  request: ImportRequest,
  slices: Slices = createSlices(),
): Promise<CsvImportReport> {
  const file = request.file ?? (await readCsvFile(request.bytes, slices));
  const rows = await checkRows(db, entity, file, slices);
  if (!request.commit) return reportOf(request.fileName, rows, null, slices);
  const definition = entity.definition as Definition;
  const importId = randomUUID();
  const created = rows.filter((row) => row.outcome === 'create');
  await db.transaction(async (tx) => {
    await actingAs(tx, request.user.id);
    // Every history entry of the import carries its id (the batch), beside its file's record.
    await inHistoryBatch(tx, importId);
    await insertRows(tx, definition, created, request.user.email, slices);
    // The table's `updated` count stays 0: the import only creates (decision 103).
    await tx.execute(
      sql`INSERT INTO csv_imports (uuid, entity, file_name, created, updated, refused, actor_id)
        VALUES (${importId}, ${getTableName(definition.table)}, ${request.fileName},
          ${created.length}, 0, ${rows.length - created.length}, ${request.user.id})`,
    );
  });
  return reportOf(request.fileName, rows, importId, slices);
}

/** Rows of the report serialised at a time: 100,000 rows are some 10 MB of JSON. */
const REPORT_ROWS = 2_000;

/**
 * The answer's envelope `{ status, code, message, data: report }` as JSON bytes, in pieces: its rows
 * are serialised a few thousand at a time in slices, so a 100,000-row report (10 MB) does not hold
 * up the event loop, and the pieces are not copied into one.
 */
export async function reportJson(
  envelope: { status: boolean; code: ResponseCodeValue; message: string },
  report: CsvImportReport,
  slices: Slices = createSlices(),
): Promise<Uint8Array[]> {
  const { rows, ...summary } = report;
  const head = JSON.stringify({ ...envelope, data: { ...summary, rows: [] } });
  // The head ends with `"rows":[]}}`: the rows go between its brackets.
  const parts = [Buffer.from(head.slice(0, -3))];
  for (let i = 0; i < rows.length; i += REPORT_ROWS) {
    const piece = JSON.stringify(rows.slice(i, i + REPORT_ROWS));
    parts.push(Buffer.from(`${i === 0 ? '' : ','}${piece.slice(1, -1)}`));
    if (slices.due()) await slices.pause();
  }
  parts.push(Buffer.from(']}}'));
  return parts;
}
