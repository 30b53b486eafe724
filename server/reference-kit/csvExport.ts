import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { csvLine } from '../../contract/csvCells';
import { CSV_IMPORT_LIMITS } from '../../contract/csvImport';
import type { Db } from '../db/client';
import { csvFieldsOf, csvHeader, type CsvField } from './csvFields';
import { badFile } from './csvFile';
import { createSlices, type Slices } from './slices';
import { type AnyEntity, type Definition } from './csvRows';

/**
 * The export of an importable list (issue 38): the records a person chose on the list screen (its
 * filters, its order) written in the list's import columns (csvFieldsOf, the same definition as its
 * template and its import), so the file imports back unchanged: a related record by its code (by its
 * name where its list has no code), the Swahili beside the English, no uuid, version or id.
 */

/** The export's request: the records' uuids, in the list's order; at most one import's rows. */
export const exportRequestSchema = z.object({
  uuids: z.array(z.guid({ error: 'Not a valid uuid' })).max(CSV_IMPORT_LIMITS.maxRows, {
    error: `An export holds at most ${CSV_IMPORT_LIMITS.maxRows.toLocaleString('en')} rows, as an import does; filter the list`,
  }),
});

/** At most this many uuids go in one statement. */
const LOOKUP_ROWS = 10_000;

type Row = Record<string, unknown>;

/** The live rows of these uuids, by uuid. */
async function rowsOf(db: Db, definition: Definition, uuids: string[], slices: Slices) {
  const table = definition.table as unknown as Record<string, PgColumn>;
  const found = new Map<string, Row>();
  for (let i = 0; i < uuids.length; i += LOOKUP_ROWS) {
    const piece = uuids.slice(i, i + LOOKUP_ROWS);
    const rows = (await db
      .select()
      .from(definition.table)
      .where(
        sql`NOT ${table.deleted} AND ${table.uuid} = ANY(${sql.param(piece)}::uuid[])`,
      )) as Row[];
    for (const row of rows) found.set(String(row.uuid), row);
    if (slices.due()) await slices.pause();
  }
  return found;
}

/** Each reference column's related records as a file names them: code, else name, by id. */
async function relatedNames(db: Db, fields: CsvField[], rows: Row[]) {
  const names = new Map<string, Map<number, string>>();
  for (const field of fields) {
    if (!field.reference) continue;
    const { table: related, column } = field.reference;
    const columns = related as unknown as Record<string, PgColumn>;
    const named = columns.code ?? columns.name;
    const ids = [...new Set(rows.map((row) => row[column]).filter((id) => id != null))].map(Number);
    const byId = new Map<number, string>();
    for (let i = 0; i < ids.length; i += LOOKUP_ROWS) {
      const found = await db.execute<{ id: number; named: string }>(
        sql`SELECT ${columns.id} AS id, ${named} AS named FROM ${related}
          WHERE ${columns.id} = ANY(${sql.param(ids.slice(i, i + LOOKUP_ROWS))}::bigint[])`,
      );
      for (const row of found.rows) byId.set(Number(row.id), row.named);
    }
    names.set(field.key, byId);
  }
  return names;
}

/** A value as its cell holds it: dates as their ISO text, the rest as it is. */
const cellOf = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The export's records (uuids in the list's order; one gone meanwhile is left out) as the list's
 * file columns and a row of values per record: a related record by its code or name, a date as a
 * Date. The CSV text and the Excel workbook are both written from these rows.
 */
export async function exportRows(
  db: Db,
  entity: AnyEntity,
  uuids: string[],
  slices: Slices = createSlices(),
): Promise<{ fields: CsvField[]; rows: unknown[][] }> {
  const definition = entity.definition as Definition;
  const parsed = exportRequestSchema.safeParse({ uuids });
  if (!parsed.success) throw badFile(parsed.error.issues[0].message);
  const fields = csvFieldsOf(definition);
  // A record named twice is written once: twice, its import would refuse the second line.
  const wanted = [...new Set(parsed.data.uuids)];
  const found = await rowsOf(db, definition, wanted, slices);
  const records = wanted.flatMap((uuid): Row[] => {
    const row = found.get(uuid);
    return row ? [row] : [];
  });
  const names = await relatedNames(db, fields, records);
  const rows: unknown[][] = [];
  for (const row of records) {
    rows.push(
      fields.map((field) =>
        field.reference
          ? names.get(field.key)?.get(Number(row[field.reference.column]))
          : row[field.key],
      ),
    );
    if (slices.due()) await slices.pause();
  }
  return { fields, rows };
}

/** The CSV text of these records: the header of the list's columns, then a line per record. */
export async function exportCsv(
  db: Db,
  entity: AnyEntity,
  uuids: string[],
  slices: Slices = createSlices(),
): Promise<string> {
  const { fields, rows } = await exportRows(db, entity, uuids, slices);
  const lines = [csvHeader(fields)];
  for (const row of rows) {
    lines.push(csvLine(row.map(cellOf)));
    if (slices.due()) await slices.pause();
  }
  return `${lines.join('\r\n')}\r\n`;
}
