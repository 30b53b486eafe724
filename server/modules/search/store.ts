import { sql, type SQL } from 'drizzle-orm';
import { getCountryCallingCode } from 'libphonenumber-js';
import { HOME_PHONE_COUNTRY } from '../../../contract/phoneNumbers';
import { ResponseCode } from '../../../contract/responseCodes';
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_LIMIT,
  SEARCH_MIN_LENGTH,
  type SearchGroup,
  type SearchHit,
} from '../../../contract/search';
import type { AuthUser } from '../../auth/currentUser';
import { actsAcrossInstitutions } from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { searchKeys } from '../../db/schema/columns';
import { escapeLike } from '../../db/paging';
import { AppError, findPgCode } from '../../errors';
import { readableLiveTables } from '../../graphql/liveAccess';
import { nameLookups, type NameLookup } from './nameLookup';
import { searchSource, type SearchSource } from './sources';

/**
 * Matches read per resource before they are ranked: ranking every match of "dar" among a million
 * rows would cost more than the search; the first CANDIDATES found are ranked by likeness instead.
 */
const CANDIDATES = 50;

/**
 * How long one search may take (decision 167). Identifiers answer in a few milliseconds; a text of
 * only very common words (every trigram in most rows, none rare) makes a trigram index merge
 * posting lists of a million rows each, seconds at a million rows: it is stopped and answered as too
 * common rather than holding a connection.
 */
const SEARCH_TIMEOUT_MS = 1000;
/** PostgreSQL's query_canceled (a statement timeout). */
const QUERY_CANCELED = '57014';

/** The text searched (trimmed), or INVALID_INPUT naming the rule it breaks. */
export function searchText(query: unknown): string {
  const text = typeof query === 'string' ? query.trim() : '';
  if (text.length < SEARCH_MIN_LENGTH) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      `query: At least ${SEARCH_MIN_LENGTH} characters`,
    );
  }
  if (text.length > SEARCH_MAX_LENGTH) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      `query: At most ${SEARCH_MAX_LENGTH} characters`,
    );
  }
  return text;
}

/** Hits per resource: the default, or 1 to SEARCH_MAX_LIMIT. */
export function searchLimit(limit: unknown): number {
  if (limit == null) return SEARCH_DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > SEARCH_MAX_LIMIT) {
    throw new AppError(ResponseCode.INVALID_INPUT, `limit: From 1 to ${SEARCH_MAX_LIMIT}`);
  }
  return limit as number;
}

/**
 * The tables the user may search: those whose list they may read (the live lists' read rules,
 * decision 107), and of the lists kept per institution only their institution's rows unless they act
 * across institutions. A per-institution list with no institution column is left out for them.
 */
/** A list to search, and the rows of it the caller may see (undefined: all of them). */
export interface Searchable {
  source: SearchSource;
  scope?: SQL;
}

function searchableFor(user: AuthUser): Searchable[] {
  const across = actsAcrossInstitutions(user);
  return readableLiveTables(user).flatMap((table) => {
    const source = searchSource(table.table);
    if (!source) return [];
    if (!table.scoped || across) return [{ source }];
    if (!source.institutionColumn || user.institutionId == null) return [];
    return [
      { source, scope: sql`${sql.identifier(source.institutionColumn)} = ${user.institutionId}` },
    ];
  });
}

const column = (name: string) => sql`${sql.identifier(name)}`;

/**
 * What one search looks for, worked out once from the text: the text itself (ranking), the pattern
 * of a name containing it (only when it has a word a trigram index can look up), the prefixes of
 * identifiers, of email domains and of phone digits.
 */
export interface SearchTerms {
  text: string;
  /**
   * `%text%` (escaped) for names, or undefined: without a word of 3 letters or digits a trigram
   * index cannot narrow it down, and a text with an @ is an email (no name holds one).
   */
  contains?: string;
  /** `text%` (escaped, lower case) for codes, numbers and emails. */
  prefix: string;
  /** `domain%` for email domains, when the text may be the start of one (no @, or @ first). */
  domain?: string;
  /** `digits%` for phone numbers, when the text is a phone number as people type one. */
  phones: string[];
}

const CALLING_CODE = getCountryCallingCode(HOME_PHONE_COUNTRY);

/**
 * The digits a phone number typed in any usual way is kept with, from their start: 0712 345 678,
 * +255 712-345-678, 00255712345678 and 255712345678 all look for 255712345678; a number without its
 * trunk 0 (712345678) looks for itself and for 255712345678. Not a phone number: none.
 */
export function phoneDigitPrefixes(text: string): string[] {
  if (!/^\+?[\d\s().-]+$/.test(text)) return [];
  const digits = text.replace(/\D/g, '');
  if (digits.length < SEARCH_MIN_LENGTH) return [];
  if (text.startsWith('+')) return [digits];
  if (digits.startsWith('00')) return [digits.slice(2)];
  if (digits.startsWith('0')) return [`${CALLING_CODE}${digits.slice(1)}`];
  if (digits.startsWith(CALLING_CODE)) return [digits];
  return [digits, `${CALLING_CODE}${digits}`];
}

/** What to look for, from the text searched (trimmed). */
export function searchTerms(text: string): SearchTerms {
  const lower = text.toLowerCase();
  const at = lower.indexOf('@');
  return {
    text,
    contains: /[\p{L}\p{N}]{3}/u.test(text) && at < 0 ? `%${escapeLike(text)}%` : undefined,
    prefix: `${escapeLike(lower)}%`,
    domain:
      at < 0 ? `${escapeLike(lower)}%` : at === 0 ? `${escapeLike(lower.slice(1))}%` : undefined,
    phones: phoneDigitPrefixes(text).map((digits) => `${digits}%`),
  };
}

/**
 * The ids of a large list's rows whose name holds the text, at most CANDIDATES (nameLookup.ts):
 * - by a word: the word's trigram index finds the rows, the whole text is checked on them. GIN is
 *   read as a bitmap, so that query is planned as a whole (OFFSET 0 keeps the LIMIT out of its plan:
 *   under it PostgreSQL expected a few of a million rows to turn up early in a sequential scan,
 *   decision 158) and only then cut;
 * - dense: no index, the table read until CANDIDATES rows hold the text.
 */
function nameFinder(table: SQL, live: SQL, names: SQL[], text: string, lookup: NameLookup): SQL {
  const holds = (name: SQL) => sql`strpos(lower(${name}), lower(${text})) > 0`;
  if (lookup.kind === 'dense') {
    return sql`(SELECT id FROM ${table} WHERE ${live}
        AND (${sql.join(names.map(holds), sql` OR `)}) LIMIT ${CANDIDATES})`;
  }
  const pattern = `%${escapeLike(lookup.word)}%`;
  const conditions = names.map((name) =>
    lookup.word === text
      ? sql`${name} ILIKE ${pattern}`
      : sql`(${name} ILIKE ${pattern} AND ${holds(name)})`,
  );
  return sql`(SELECT id FROM (SELECT id FROM ${table} WHERE ${live}
      AND (${sql.join(conditions, sql` OR `)}) OFFSET 0) AS named LIMIT ${CANDIDATES})`;
}

/**
 * One resource's best `limit + 1` matches (one more says there are more), as one UNION ALL branch.
 * Each way of matching is its own small query that reads at most CANDIDATES rows through its own
 * index, so no OR of many columns can be planned as a scan of the whole table (decision 167):
 * - an identifier, an email or its domain, a phone's digits: `LIKE 'prefix%'` over a btree index of
 *   that key (searchKeys), read in the index's order and stopped after CANDIDATES rows. The order is
 *   the index's own (`USING ~<~`, text_pattern_ops): no other index or scan gives it without sorting
 *   every match, so the plan reads that index whatever the planner guesses of the prefix (without
 *   the index's statistics it guessed 10,000 rows for an exact email and read the whole table).
 *   A search kept to one institution leaves the order out: the planner then weighs the key's index
 *   against the institution's by the key's statistics (prefixIndex);
 * - a name: through its trigram index by its rarest word, or read without it when every word is
 *   common (nameFinder).
 * The ids found are read once each and ranked by likeness (an identifier typed whole ranks first).
 */
function branch(
  { source, scope }: Searchable,
  terms: SearchTerms,
  limit: number,
  lookup: NameLookup = { kind: 'word', word: terms.text },
) {
  const table = column(source.table);
  const live = scope ? sql`NOT deleted AND ${scope}` : sql`NOT deleted`;
  // Kept to one institution, the planner chooses between the key's index and the institution's by
  // their statistics (an exact email: the key's; a prefix half the table shares: the institution's).
  const order = (key: SQL) => (scope ? sql`` : sql`ORDER BY ${key} USING ~<~`);
  // Each way the text may match: a key and its pattern, or a name's condition.
  const keys: [SQL, string][] = [];
  for (const name of [...source.identifiers, ...source.emails]) {
    keys.push([searchKeys.identifier(column(name)), terms.prefix]);
  }
  if (terms.domain) {
    for (const name of source.emails)
      keys.push([searchKeys.emailDomain(column(name)), terms.domain]);
  }
  for (const name of source.phones) {
    for (const pattern of terms.phones) keys.push([searchKeys.phoneDigits(column(name)), pattern]);
  }
  const nameColumns = terms.contains ? [source.label, ...source.names].map(column) : [];
  const named = nameColumns.map((name) => sql`${name} ILIKE ${terms.contains}`);
  if (keys.length === 0 && named.length === 0) return undefined;
  let found: SQL;
  if (source.indexed) {
    const finders = keys.map(
      ([key, pattern]) => sql`(SELECT id FROM ${table} WHERE ${live} AND ${key} LIKE ${pattern}
          ${order(key)} LIMIT ${CANDIDATES})`,
    );
    if (nameColumns.length) finders.push(nameFinder(table, live, nameColumns, terms.text, lookup));
    found = sql`id IN (${sql.join(finders, sql` UNION ALL `)})`;
  } else {
    // A small list: one pass over it for every column.
    const conditions = [...keys.map(([key, pattern]) => sql`${key} LIKE ${pattern}`), ...named];
    found = sql`${live} AND (${sql.join(conditions, sql` OR `)})`;
  }
  const searched = [source.label, ...source.others];
  const likeness = searched.map((name) => sql`similarity(${column(name)}, ${terms.text})`);
  const whole = [...source.identifiers, ...source.emails].map(
    (name) =>
      sql`CASE WHEN ${searchKeys.identifier(column(name))} = lower(${terms.text}) THEN 1 END`,
  );
  const context = source.others.length
    ? sql`nullif(concat_ws(' · ', ${sql.join(source.others.map(column), sql`, `)}), '')`
    : sql`NULL::text`;
  return sql`(SELECT ${source.table}::text AS entity, id::text AS id, uuid::text AS uuid,
      ${column(source.label)}::text AS label, ${context} AS context,
      greatest(${sql.join([...whole, ...likeness], sql`, `)}) AS score
    FROM ${table} WHERE ${found}
   ORDER BY score DESC NULLS LAST, label, id LIMIT ${limit + 1})`;
}

/** The search statement over these sources (the bench times it beside the operation). */
export function searchStatement(
  searchable: Searchable[],
  text: string,
  limit: number,
  lookups = new Map<string, NameLookup>(),
): SQL | undefined {
  const terms = searchTerms(text);
  const branches = searchable.flatMap(
    (searchable) => branch(searchable, terms, limit, lookups.get(searchable.source.table)) ?? [],
  );
  return branches.length ? sql.join(branches, sql` UNION ALL `) : undefined;
}

/** A hit as the statement answers it, with its likeness to the text searched. */
type FoundRow = SearchHit & { score: number | null } & Record<string, unknown>;

/**
 * searchEverything: the records the user may read whose name contains the text, or whose code,
 * email, phone or registration number starts with it (decision 167), grouped by resource
 * (best-matching resource first), at most `limit` per resource. One statement: a UNION ALL of one
 * search per resource, each through its indexes.
 */
export async function searchEverything(
  db: Db,
  user: AuthUser,
  query: unknown,
  limitArg: unknown,
): Promise<{ query: string; groups: SearchGroup[] }> {
  const text = searchText(query);
  const limit = searchLimit(limitArg);
  const searchable = searchableFor(user);
  const lookups = await nameLookups(
    db,
    searchable.map(({ source }) => source),
    text,
  );
  const statement = searchStatement(searchable, text, limit, lookups);
  if (!statement) return { query: text, groups: [] };
  const rows = await db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${SEARCH_TIMEOUT_MS}`));
      return (await tx.execute<FoundRow>(statement)).rows;
    })
    .catch((error: unknown) => {
      if (findPgCode(error) !== QUERY_CANCELED) throw error;
      throw new AppError(
        ResponseCode.INVALID_INPUT,
        'query: Too common to search quickly: add a rarer word, or a code, email or phone number',
      );
    });
  return { query: text, groups: grouped(rows, limit) };
}

/** Rows into groups of at most `limit` hits, the group holding the best hit first. */
function grouped(rows: FoundRow[], limit: number): SearchGroup[] {
  const groups = new Map<string, { group: SearchGroup; best: number }>();
  for (const { score, ...hit } of rows) {
    let entry = groups.get(hit.entity);
    if (!entry)
      groups.set(
        hit.entity,
        (entry = { group: { entity: hit.entity, hits: [], more: false }, best: 0 }),
      );
    if (entry.group.hits.length === limit) {
      entry.group.more = true;
      continue;
    }
    entry.group.hits.push(hit);
    entry.best = Math.max(entry.best, Number(score ?? 0));
  }
  return [...groups.values()]
    .sort((a, b) => b.best - a.best || a.group.entity.localeCompare(b.group.entity))
    .map(({ group }) => group);
}
