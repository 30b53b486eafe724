import { ilike } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { selectAllMatches } from '../../server/db/pageReads';
import { chargeTypes } from '../../server/db/schema/billing';

describe('the page of a "contains" filter', () => {
  it('finds every match before ordering them: a subquery behind OFFSET 0', () => {
    // Without the fence PostgreSQL plans the two as one, and at 1M rows walked the whole name index
    // for a rare term (456 ms; through the trigram index 18 ms). The plan depends on statistics, so
    // the statement is what is checked.
    const db = drizzle.mock() as unknown as Db;
    const where = ilike(chargeTypes.name, '%zanzibar%');
    const { sql } = selectAllMatches(db, chargeTypes, where, chargeTypes.name, false)
      .limit(25)
      .toSQL();
    expect(sql).toMatch(
      /from \(select .* from "charge_types" where "charge_types"."name" ilike \$1 offset 0\) "matches" order by "matches"."name" asc, "matches"."id" asc limit \$2$/,
    );
    expect(sql).toMatch(/^select .*count\(\*\) OVER \(\) from \(/);
  });
});
