import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { is, SQL } from 'drizzle-orm';
import { z } from 'zod';
import { csvLine, unescapeCsvCell } from '../../contract/csvCells';
import type { EntityTable } from '../db/entityTable';
import type { CsvReference, ReferenceEntityDefinition } from './store';
import { swahiliFieldsOf } from './translations';

/**
 * What a reference list's CSV file holds, read from the list's own definition so the file follows the
 * form: a column per input field (uuid and version are the server's), the Swahili name and
 * description after the English ones where the table has them (the kit's, as on the form), `active`
 * where the list has activation, and a related record named by its code or name instead of its uuid.
 * The one definition of a list's columns: its template, its export and its import follow it
 * (issue 38: an export imports back unchanged).
 */

export interface CsvField {
  /** The input field (name, procurementCategoryUuid). */
  key: string;
  /** The CSV column (name, procurementCategory). */
  header: string;
  kind: 'text' | 'boolean' | 'number';
  required: boolean;
  reference?: CsvReference;
  /** The kit's Swahili name or description (translations.ts), validated and saved by the kit. */
  swahili?: boolean;
}

type ZodDef = { type: string; innerType?: z.ZodType; in?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The type under optional, nullable, default and transforms: what a cell must be turned into. */
function kindOf(schema: z.ZodType): CsvField['kind'] {
  let def = defOf(schema);
  for (let depth = 0; depth < 10; depth += 1) {
    if (def.innerType) def = defOf(def.innerType);
    else if (def.type === 'pipe' && def.in) def = defOf(def.in);
    else break;
  }
  if (def.type === 'boolean') return 'boolean';
  if (def.type === 'number' || def.type === 'int') return 'number';
  return 'text';
}

const swahiliField = (key: 'nameSw' | 'descriptionSw'): CsvField => ({
  key,
  header: key,
  kind: 'text',
  required: false,
  swahili: true,
});

/** The CSV columns of a list, in the form's order. */
export function csvFieldsOf(definition: ReferenceEntityDefinition<{ uuid?: string | null }>) {
  const shape = (definition.inputSchema as unknown as z.ZodObject).shape as Record<
    string,
    z.ZodType
  >;
  const swahili = swahiliFieldsOf(definition.table);
  const fields: CsvField[] = Object.entries(shape)
    .filter(([key]) => key !== 'uuid' && key !== 'version')
    .map(([key, schema]) => {
      const reference = definition.references?.[key];
      return {
        key,
        header: reference ? key.replace(/Uuid$/, '') : key,
        kind: reference ? 'text' : kindOf(schema),
        required: !schema.safeParse(undefined).success,
        reference,
      };
    });
  // Each Swahili column after its English one, as the form places it (else before `active`).
  for (const [english, key] of [
    ['name', 'nameSw'],
    ['description', 'descriptionSw'],
  ] as const) {
    if (!swahili[english]) continue;
    const after = fields.findIndex((field) => field.key === english);
    fields.splice(after === -1 ? fields.length : after + 1, 0, swahiliField(key));
  }
  if (!fields.some((field) => field.key === 'active')) {
    fields.push({ key: 'active', header: 'active', kind: 'boolean', required: false });
  }
  return fields;
}

/** The header line of a list's file (its template's only line, its export's first). */
export const csvHeader = (fields: CsvField[]): string =>
  csvLine(fields.map((field) => field.header));

const yes = ['true', 'yes', 'y', '1', 'ndiyo'];
const no = ['false', 'no', 'n', '0', 'hapana'];

/**
 * A cell as the field's type; blank is absent (the form's default applies). An error says why. The
 * quote an export put before a formula character comes off (contract/csvCells.ts).
 */
export function cellValue(field: CsvField, cell: string): { value?: unknown; error?: string } {
  const text = unescapeCsvCell(cell.trim());
  if (text === '') return {};
  if (field.kind === 'boolean') {
    const lower = text.toLowerCase();
    if (yes.includes(lower)) return { value: true };
    if (no.includes(lower)) return { value: false };
    return { error: 'use true or false' };
  }
  if (field.kind === 'number') {
    const number = Number(text);
    return Number.isFinite(number) ? { value: number } : { error: 'not a number' };
  }
  return { value: text };
}

/** A unique index of the table's live rows: its columns, compared lower-cased when the index is. */
export interface UniqueKey {
  columns: { key: string; name: string; isNumber?: boolean }[];
  lowered: boolean;
  /**
   * The whole row (but its activation), for a list with no unique index: a blank cell and an empty
   * column are the same, and numbers are compared as numbers (5 and 5.00).
   */
  isWholeRow?: boolean;
}

/** The table's unique keys, read from its drizzle definition (name, code, date and name...). */
export function uniqueKeysOf(table: EntityTable): UniqueKey[] {
  const config = getTableConfig(table);
  const keyOf = new Map(
    Object.entries(table as unknown as Record<string, PgColumn>)
      .filter(([, column]) => column && typeof column === 'object' && 'columnType' in column)
      .map(([key, column]) => [column.name, key]),
  );
  return config.indexes
    .filter((index) => index.config.unique)
    .map((index) => {
      let lowered = false;
      const names = index.config.columns.flatMap((column) => {
        if (is(column, SQL)) {
          lowered ||= column.queryChunks.some((chunk) =>
            JSON.stringify((chunk as { value?: unknown }).value ?? '').includes('lower('),
          );
          return column.queryChunks.flatMap((chunk) =>
            chunk && typeof chunk === 'object' && 'columnType' in chunk
              ? [(chunk as PgColumn).name]
              : [],
          );
        }
        return [(column as { name: string }).name];
      });
      return {
        lowered,
        columns: names.map((name) => ({ name, key: keyOf.get(name) ?? name })),
      };
    })
    .filter((key) => key.columns.length > 0);
}

/**
 * What makes a row of a file the same as another row or as a live record: the table's unique keys,
 * or, for a list that has none (inspection tests, schedules of requirements), the whole row but its
 * activation, so a list's export imported into the same list again creates nothing (decision 137).
 */
export function importKeysOf(table: EntityTable, fields: CsvField[]): UniqueKey[] {
  const keys = uniqueKeysOf(table);
  if (keys.length > 0) return keys;
  const columns = table as unknown as Record<string, PgColumn>;
  return [
    {
      lowered: false,
      isWholeRow: true,
      columns: fields
        .filter((field) => field.key !== 'active')
        .map((field) => {
          const key = field.reference?.column ?? field.key;
          return { key, name: columns[key].name, isNumber: field.kind === 'number' };
        }),
    },
  ];
}
