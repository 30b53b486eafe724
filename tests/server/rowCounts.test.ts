import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

// row_counts is kept by statement-level triggers (migration 0025): one statement writing many rows adds
// one grouped delta, and the totals stay what count(*) says after inserts, updates, soft and hard deletes.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

type Scope = { deleted: boolean; active: boolean; n: number };

const counted = async (table: string) => {
  const result = await server.db.execute<Scope>(
    sql`SELECT is_deleted AS deleted, is_active AS active, n::int AS n FROM row_counts
         WHERE table_name = ${table} AND n <> 0 ORDER BY 1, 2`,
  );
  return result.rows.map((row) => ({ ...row }));
};

const actual = async (table: string) => {
  const result = await server.db.execute<Scope>(
    sql`SELECT deleted, active, count(*)::int AS n FROM ${sql.identifier(table)}
         GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return result.rows.map((row) => ({ ...row }));
};

describe('row_counts with statement-level triggers', () => {
  it('are statement-level triggers reading transition tables', async () => {
    const result = await server.db.execute<{ tgname: string; per_row: boolean }>(
      sql`SELECT tgname, (tgtype & 1) = 1 AS per_row FROM pg_trigger
           WHERE tgrelid = 'charge_types'::regclass AND NOT tgisinternal
             AND tgname LIKE '%row_counts%' ORDER BY tgname`,
    );
    expect(result.rows.map((row) => ({ ...row }))).toEqual([
      { tgname: 'charge_types_row_counts_delete', per_row: false },
      { tgname: 'charge_types_row_counts_insert', per_row: false },
      { tgname: 'charge_types_row_counts_truncate', per_row: false },
      { tgname: 'charge_types_row_counts_update', per_row: false },
    ]);
  });

  it('count one statement inserting many rows in every scope', async () => {
    const before = await actual('charge_types');
    expect(await counted('charge_types')).toEqual(before);
    await server.db.execute(sql`
      INSERT INTO charge_types (name, active, deleted, created_by)
      SELECT 'Bulk fee ' || i, i % 4 <> 0, i % 10 = 0, 'test' FROM generate_series(1, 5000) AS i`);
    const after = await actual('charge_types');
    expect(after.reduce((sum, row) => sum + row.n, 0)).toBe(
      before.reduce((sum, row) => sum + row.n, 0) + 5000,
    );
    expect(await counted('charge_types')).toEqual(after);
  });

  it('follow updates of active, soft deletes, updates of other columns and hard deletes', async () => {
    await server.db.execute(
      sql`UPDATE charge_types SET active = NOT active WHERE name LIKE 'Bulk fee 1%'`,
    );
    expect(await counted('charge_types')).toEqual(await actual('charge_types'));
    await server.db.execute(
      sql`UPDATE charge_types SET deleted = true WHERE name LIKE 'Bulk fee 2%' AND NOT deleted`,
    );
    expect(await counted('charge_types')).toEqual(await actual('charge_types'));
    const untouched = await counted('charge_types');
    await server.db.execute(sql`UPDATE charge_types SET unit_of_measure = 'kg'`);
    expect(await counted('charge_types')).toEqual(untouched);
    await server.db.execute(sql`DELETE FROM charge_types WHERE name LIKE 'Bulk fee 3%'`);
    expect(await counted('charge_types')).toEqual(await actual('charge_types'));
    await server.db.execute(
      sql`UPDATE charge_types SET deleted = NOT deleted, active = NOT active`,
    );
    expect(await counted('charge_types')).toEqual(await actual('charge_types'));
  });

  it('count rows written through the API too (one create, then a soft delete)', async () => {
    const before = await counted('charge_types');
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO charge_types (name, created_by) VALUES ('One fee', 'test')`);
      await tx.execute(sql`UPDATE charge_types SET deleted = true WHERE name = 'One fee'`);
    });
    const after = await counted('charge_types');
    const live = (rows: Scope[]) =>
      rows.filter((row) => !row.deleted).reduce((sum, row) => sum + row.n, 0);
    expect(live(after)).toBe(live(before));
    expect(after).toEqual(await actual('charge_types'));
  });

  it('count plain tables (no deleted/active columns) per statement', async () => {
    const plain = async () => {
      const result = await server.db.execute<{ counted: number; actual: number }>(
        sql`SELECT (SELECT coalesce(sum(n), 0)::int FROM row_counts WHERE table_name = 'error_logs') AS counted,
                   (SELECT count(*)::int FROM error_logs) AS actual`,
      );
      return result.rows[0];
    };
    const before = await plain();
    expect(before.counted).toBe(before.actual);
    await server.db.execute(sql`
      INSERT INTO error_logs (kind, message) SELECT 'test', 'bulk ' || i FROM generate_series(1, 3000) AS i`);
    expect(await plain()).toEqual({ counted: before.actual + 3000, actual: before.actual + 3000 });
    await server.db.execute(
      sql`DELETE FROM error_logs WHERE kind = 'test' AND message LIKE 'bulk 1%'`,
    );
    const after = await plain();
    expect(after.counted).toBe(after.actual);
    expect(after.actual).toBeLessThan(before.actual + 3000);
  });
});
