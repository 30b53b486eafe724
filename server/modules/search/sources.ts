import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';

/**
 * Where search everything looks (decision 154): every table of the schema that has the columns of a
 * record (uuid, deleted) and a name to show. It searches the columns people know a record by; the
 * first label column present is the record's label, the others make its line of context. Which of
 * these tables a caller searches is decided per request by the live lists' read rules (liveAccess.ts).
 */
export interface SearchSource {
  table: string;
  label: string;
  /** Columns searched besides the label (SQL names). */
  others: string[];
  /** Phone columns, also searched by the number's international form (0712... is +255712...). */
  phones: string[];
  /** The column naming the record's institution ('id' for institutions themselves), if any. */
  institutionColumn?: string;
}

/** A record's name, in order of preference. */
const LABEL_COLUMNS = ['full_name', 'name', 'branch_name', 'title'];
/** What else people know a record by: its code, contacts and registration numbers. */
const OTHER_COLUMNS = [
  'code',
  'branch_code',
  'name_sw',
  'email',
  'phone',
  'registration_number',
  'tin',
  'check_number',
  'certificate_number',
];
const PHONE_COLUMNS = new Set(['phone']);
/** The institution a record belongs to, for those who act inside one institution. */
const INSTITUTION_COLUMNS = ['institution_id', 'provider_institution_id'];

function sourceOf(table: PgTable): SearchSource | undefined {
  const names = new Set(
    Object.values(getTableColumns(table)).map((column: PgColumn) => column.name),
  );
  const label = LABEL_COLUMNS.find((name) => names.has(name));
  if (!label || !names.has('uuid') || !names.has('deleted')) return undefined;
  const tableName = getTableName(table);
  const others = OTHER_COLUMNS.filter((name) => names.has(name));
  return {
    table: tableName,
    label,
    others,
    phones: others.filter((name) => PHONE_COLUMNS.has(name)),
    institutionColumn:
      tableName === 'institutions' ? 'id' : INSTITUTION_COLUMNS.find((name) => names.has(name)),
  };
}

const sources = new Map<string, SearchSource>(
  Object.values(schema).flatMap((value) => {
    if (!is(value, PgTable)) return [];
    const source = sourceOf(value);
    return source ? [[source.table, source] as const] : [];
  }),
);

/** The search source of a table, if it has one. */
export const searchSource = (table: string): SearchSource | undefined => sources.get(table);
