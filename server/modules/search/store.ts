import { sql, type SQL } from 'drizzle-orm';
import { normalisedPhone } from '../../../contract/phoneNumbers';
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
import { escapeLike } from '../../db/paging';
import { AppError } from '../../errors';
import { readableLiveTables } from '../../graphql/liveAccess';
import { searchSource, type SearchSource } from './sources';

/**
 * Matches read per resource before they are ranked: ranking every match of "dar" among a million
 * rows would cost more than the search; the first CANDIDATES found are ranked by likeness instead.
 */
const CANDIDATES = 50;

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
function searchableFor(user: AuthUser): { source: SearchSource; scope: SQL }[] {
  const across = actsAcrossInstitutions(user);
  return readableLiveTables(user).flatMap((table) => {
    const source = searchSource(table.table);
    if (!source) return [];
    if (!table.scoped || across) return [{ source, scope: sql`true` }];
    if (!source.institutionColumn || user.institutionId == null) return [];
    return [
      { source, scope: sql`${sql.identifier(source.institutionColumn)} = ${user.institutionId}` },
    ];
  });
}

const column = (name: string) => sql.identifier(name);

/**
 * One resource's best `limit + 1` matches (one more says there are more), as one UNION ALL branch.
 * The matches are planned as a whole (OFFSET 0 keeps the LIMIT out of their plan) and only then cut
 * to CANDIDATES: planned under the LIMIT, PostgreSQL expects a few of a million rows to turn up early
 * in a sequential scan and reads the whole table (4-5 s at 1M rows for an email or a code) instead of
 * the trigram indexes (tens of ms); read lazily, the cut still stops the scan at CANDIDATES.
 */
function branch(
  source: SearchSource,
  scope: SQL,
  text: string,
  phone: string | undefined,
  limit: number,
) {
  const pattern = `%${escapeLike(text)}%`;
  const searched = [source.label, ...source.others];
  const matches = searched.map((name) => sql`${column(name)} ILIKE ${pattern}`);
  if (phone) {
    const phonePattern = `%${escapeLike(phone)}%`;
    matches.push(...source.phones.map((name) => sql`${column(name)} ILIKE ${phonePattern}`));
  }
  const likeness = searched.map((name) => sql`similarity(${column(name)}, ${text})`);
  const context = source.others.length
    ? sql`nullif(concat_ws(' · ', ${sql.join(source.others.map(column), sql`, `)}), '')`
    : sql`NULL::text`;
  return sql`(SELECT ${source.table}::text AS entity, id::text AS id, uuid::text AS uuid,
      label::text AS label, context, score FROM (
        SELECT * FROM (
          SELECT id, uuid, ${column(source.label)} AS label, ${context} AS context,
                 greatest(${sql.join(likeness, sql`, `)}) AS score
            FROM ${column(source.table)}
           WHERE NOT deleted AND ${scope} AND (${sql.join(matches, sql` OR `)})
          OFFSET 0) AS matching
        LIMIT ${CANDIDATES}) AS candidates
      ORDER BY score DESC NULLS LAST, label, id LIMIT ${limit + 1})`;
}

/** A hit as the statement answers it, with its likeness to the text searched. */
type FoundRow = SearchHit & { score: number | null } & Record<string, unknown>;

/**
 * searchEverything: the records the user may read whose name, code, email, phone or registration
 * number contains the text, grouped by resource (best-matching resource first), at most `limit` per
 * resource. One statement: a UNION ALL of one indexed search per resource.
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
  if (searchable.length === 0) return { query: text, groups: [] };
  const phone = /^[+\d][\d\s-]*$/.test(text) ? normalisedPhone(text) : undefined;
  const result = await db.execute<FoundRow>(
    sql.join(
      searchable.map(({ source, scope }) => branch(source, scope, text, phone, limit)),
      sql` UNION ALL `,
    ),
  );
  return { query: text, groups: grouped(result.rows, limit) };
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
