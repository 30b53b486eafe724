import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';

/**
 * Where search everything looks (decision 154): every table of the schema that has the columns of a
 * record (uuid, deleted) and a name to show. It searches the columns people know a record by; the
 * first label column present is the record's label, the others make its line of context. Which of
 * these tables a caller searches is decided per request by the live lists' read rules (liveAccess.ts).
 * Names are searched for the text anywhere in them (trigram indexes); identifiers from their start
 * (btree indexes on lower(column), decision 167).
 */
export interface SearchSource {
  table: string;
  label: string;
  /** Columns searched besides the label (SQL names), in the order of the line of context. */
  others: string[];
  /** Names besides the label (a Swahili name): found by a word anywhere in them, as the label. */
  names: string[];
  /** Codes and numbers, compared case-blind from their start: INS00, BRELA-0012. */
  identifiers: string[];
  /** Email columns: found from the address's start, or from its domain's (lookups.go finds info@lookups.go.tz). */
  emails: string[];
  /** Phone columns: found by the number's digits from their start, however it was typed. */
  phones: string[];
  /**
   * Whether its identifiers have their btree indexes (prefixIndex: the largest lists), so each is
   * looked up through its own; a small list is read whole, in one pass for every column.
   */
  indexed: boolean;
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
const EMAIL_COLUMNS = new Set(['email']);
const NAME_COLUMNS = new Set(['name_sw']);
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
    names: others.filter((name) => NAME_COLUMNS.has(name)),
    identifiers: others.filter(
      (name) => !NAME_COLUMNS.has(name) && !EMAIL_COLUMNS.has(name) && !PHONE_COLUMNS.has(name),
    ),
    emails: others.filter((name) => EMAIL_COLUMNS.has(name)),
    phones: others.filter((name) => PHONE_COLUMNS.has(name)),
    indexed: getTableConfig(table).indexes.some((index) =>
      /_(prefix|domain|digits)_idx$/.test(index.config.name ?? ''),
    ),
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

/** Every search source (the bench times the statement over all of them). */
export const searchSources = (): SearchSource[] => [...sources.values()];
