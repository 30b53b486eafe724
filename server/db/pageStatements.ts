import crypto from 'node:crypto';
import { sql, type Placeholder } from 'drizzle-orm';
import type { Db } from './client';
import { mapRowsFlat } from './rowMapper';

/** A prepared statement's name: the same for the same text, in every process. */
const statementName = (text: string) =>
  `page_${crypto.createHash('sha256').update(text).digest('hex').slice(0, 32)}`;

/** Statements of near pages by database and shape, each reused with new values. */
const statements = new WeakMap<
  Db,
  Map<string, { execute(values: Record<string, unknown>): Promise<unknown[]> }>
>();
/** Shapes kept per database: lists times sort fields times filter sets are few; clients pick the mix. */
const MAX_STATEMENTS = 500;

/**
 * One page query's shape (its SQL text) and its values: every value is a placeholder, so pages that
 * differ only in values (the page number, the filter's text) share one built statement.
 *
 * A filtered shape is sent unnamed (drizzle's name ''), so PostgreSQL parses and plans it for its
 * values each time: a rare "contains" term is found through the trigram index, a common one by
 * reading the table (selectAllMatches). A shape without filters walks the same index whatever its
 * values (a list's first pages, the commonest request of all), so it is sent named by its text: each
 * pooled connection parses it once, and PostgreSQL keeps choosing its plan (plan_cache_mode auto).
 */
export class StatementShape {
  readonly shape: string[] = [];
  private readonly values: Record<string, unknown> = {};

  bind(value: unknown, name = `v${Object.keys(this.values).length}`): Placeholder {
    this.values[name] = value;
    return sql.placeholder(name);
  }

  async run<Row>(
    db: Db,
    shape: string[],
    build: () => {
      toSQL(): { sql: string };
      prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
    },
    overrides: Record<string, unknown> = {},
  ): Promise<Row[]> {
    const key = [...shape, ...this.shape].join('|');
    let byShape = statements.get(db);
    if (!byShape) statements.set(db, (byShape = new Map()));
    let prepared = byShape.get(key);
    if (prepared) {
      byShape.delete(key); // kept in last-used order
    } else {
      const query = build();
      const name = this.shape.length === 0 ? statementName(query.toSQL().sql) : '';
      prepared = mapRowsFlat(query.prepare(name));
      if (byShape.size >= MAX_STATEMENTS) byShape.delete(byShape.keys().next().value!);
    }
    byShape.set(key, prepared);
    return (await prepared.execute({ ...this.values, ...overrides })) as Row[];
  }
}
