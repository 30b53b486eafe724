import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SearchSource } from './sources';

/**
 * How a name is looked for in a large list (decision 176). A trigram index reads the posting list of
 * every trigram of the text: a whole name of common words ("Bench institution Afya Barabara 45678")
 * reads nearly all of it (300 ms at a million rows, seconds under load) where its one rare word
 * ("45678") finds the same rows in under a millisecond. So the text's words are weighed by how often
 * they occur in PostgreSQL's own sample of the column (pg_stats, what its planner estimates from):
 * - `word`: the rarest word is looked up in the index and the whole text checked on what it finds;
 * - `dense`: every word is common, so matches are everywhere: the table is read without the index
 *   until the first candidates turn up (a text no row holds then reads it all, and is stopped at the
 *   search's time limit as too common).
 */
export type NameLookup = { kind: 'word'; word: string } | { kind: 'dense' };

/** The share of the sample a word must reach in for it to count as common. */
const COMMON_SHARE = 0.05;
/** How long a column's sample is reused: it changes only when the table is analysed. */
const SAMPLE_TTL_MS = 10 * 60_000;

const samples = new Map<string, { at: number; values: Promise<string[]> }>();

/** Forgets the samples read, so the next search reads them again (after an ANALYZE: tests). */
export const forgetColumnSamples = () => samples.clear();

/**
 * The column's sampled values in lower case: its most common values and histogram bounds (none
 * before the table is first analysed). A failed read is not kept: the next search asks again.
 */
function columnSample(db: Db, table: string, column: string): Promise<string[]> {
  const key = `${table}.${column}`;
  const cached = samples.get(key);
  if (cached && Date.now() - cached.at < SAMPLE_TTL_MS) return cached.values;
  const values = db
    .execute<{ value: string }>(
      sql`SELECT lower(value) AS value FROM pg_stats,
            unnest(coalesce(most_common_vals::text::text[], '{}')
                   || coalesce(histogram_bounds::text::text[], '{}')) AS value
          WHERE schemaname = current_schema() AND tablename = ${table} AND attname = ${column}`,
    )
    .then((result) => result.rows.map((row) => row.value));
  samples.set(key, { at: Date.now(), values });
  values.catch(() => samples.delete(key));
  return values;
}

/** The words of a text a trigram index can look up (three letters or digits in a row). */
export const indexableWords = (text: string): string[] => [
  ...new Set(
    text
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => /[\p{L}\p{N}]{3}/u.test(word)),
  ),
];

/**
 * The lookup for a text, given a sample of the column: the word found in the fewest sampled values
 * (the longest of those tied), or dense when even that one is in COMMON_SHARE of them. Without a
 * sample every word counts as rare and the longest is taken.
 */
export function nameLookup(text: string, sample: string[]): NameLookup {
  const words = indexableWords(text);
  if (words.length === 0) return { kind: 'word', word: text };
  const weighed = words
    .map((word) => ({ word, hits: sample.filter((value) => value.includes(word)).length }))
    .sort((a, b) => a.hits - b.hits || b.word.length - a.word.length);
  const [rarest] = weighed;
  if (sample.length > 0 && rarest.hits / sample.length >= COMMON_SHARE) return { kind: 'dense' };
  return { kind: 'word', word: rarest.word };
}

/**
 * The lookup of each large list searched, by table, from its label column's sample. A text of one
 * word is looked up as it is. Reading the samples never fails a search: without them the longest
 * word is taken.
 */
export async function nameLookups(
  db: Db,
  sources: SearchSource[],
  text: string,
): Promise<Map<string, NameLookup>> {
  const lookups = new Map<string, NameLookup>();
  if (indexableWords(text).length < 2) return lookups;
  await Promise.all(
    sources
      .filter((source) => source.indexed)
      .map(async (source) => {
        const sample = await columnSample(db, source.table, source.label).catch(() => []);
        lookups.set(source.table, nameLookup(text, sample));
      }),
  );
  return lookups;
}
