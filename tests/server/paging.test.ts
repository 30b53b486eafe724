import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  // Enough rows for deep pages to take the ids-first path; names repeat, so the id tie-breaker counts.
  await server.db.execute(sql`
    INSERT INTO charge_types (name, unit_of_measure, active, created_by)
    SELECT 'Fee ' || lpad((i % 700)::text, 4, '0') || ' #' || i, NULL, i % 5 <> 0, 'test'
    FROM generate_series(1, 6000) AS i`);
});
afterAll(() => server?.stop());

const page = async (page: number, sortDirection: 'ASC' | 'DESC', filters: unknown[] = []) => {
  const result = await server.graphql<{
    getAllChargeTypes: { data: { totalElements: number; content: { name: string }[] } };
  }>(
    'billing',
    `query ($pageParam: PageableParamInput) {
      getAllChargeTypes(pageParam: $pageParam) { data { totalElements content { name } } }
    }`,
    { pageParam: { page, size: 50, sortBy: 'name', sortDirection, filters } },
    token,
  );
  return result.data!.getAllChargeTypes.data;
};

const expected = async (offset: number, direction: 'ASC' | 'DESC', activeOnly: boolean) => {
  const order = direction === 'ASC' ? sql`name ASC, id ASC` : sql`name DESC, id DESC`;
  const active = activeOnly ? sql` AND active` : sql``;
  const result = await server.db.execute<{ name: string }>(
    sql`SELECT name FROM charge_types WHERE NOT deleted${active} ORDER BY ${order} LIMIT 50 OFFSET ${offset}`,
  );
  return result.rows.map((row) => row.name);
};

describe('deep pages', () => {
  it.each([
    [45, 'ASC'],
    [45, 'DESC'],
    [70, 'ASC'],
    [100, 'DESC'],
    [119, 'ASC'],
  ] as const)('page %i %s is the same page a plain OFFSET reads', async (number, direction) => {
    const { content, totalElements } = await page(number, direction);
    expect(totalElements).toBe(6000);
    expect(content.map((row) => row.name)).toEqual(await expected(number * 50, direction, false));
  });

  it('stays exact with a filter on active', async () => {
    const active = [{ fieldName: 'active', operation: 'EQ', value1: 'true' }];
    const { content, totalElements } = await page(60, 'ASC', active);
    expect(totalElements).toBe(4800);
    expect(content.map((row) => row.name)).toEqual(await expected(3000, 'ASC', true));
  });
});

describe('near pages of one shape', () => {
  // Near pages reuse one built statement per shape (server/db/paging.ts): only the values change.
  const containing = (text: string) => [{ fieldName: 'name', operation: 'LIKE', value1: text }];
  const count = async (pattern: string, activeOnly = false) => {
    const active = activeOnly ? sql` AND active` : sql``;
    const result = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM charge_types WHERE NOT deleted AND name ILIKE ${pattern}${active}`,
    );
    return result.rows[0].n;
  };

  it('answers each request with its own values', async () => {
    for (const text of ['0001 ', '0042 ', '#59', 'no such fee']) {
      const { content, totalElements } = await page(0, 'ASC', containing(text));
      expect(totalElements).toBe(await count(`%${text}%`));
      expect(content.length).toBe(Math.min(50, totalElements));
      for (const row of content) expect(row.name).toContain(text);
    }
    for (const value1 of ['true', 'false']) {
      const { totalElements } = await page(0, 'DESC', [
        { fieldName: 'active', operation: 'EQ', value1 },
      ]);
      expect(totalElements).toBe(value1 === 'true' ? 4800 : 1200);
    }
  });

  it('keeps the total on a page past the last one', async () => {
    const { content, totalElements } = await page(3, 'ASC', containing('0001 '));
    expect(content).toEqual([]);
    expect(totalElements).toBe(await count('%0001 %'));
    const past = await page(40, 'ASC', [{ fieldName: 'active', operation: 'EQ', value1: 'false' }]);
    expect(past).toEqual({ content: [], totalElements: 1200 });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('statements on PostgreSQL', () => {
  // The pool hands back the connection it was given last, so these read the one the page used.
  const preparedPages = async () => {
    const result = await server.db.execute<{ name: string; statement: string }>(
      sql`SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'page\_%'`,
    );
    return result.rows;
  };

  it('parses a first page without filters once per connection, under a name its text gives', async () => {
    await page(0, 'DESC');
    await page(1, 'DESC');
    const named = (await preparedPages()).filter((row) =>
      /from "charge_types" .*order by "charge_types"."name" desc/.test(row.statement),
    );
    expect(named).toHaveLength(1);
    expect(named[0].name).toMatch(/^page_[0-9a-f]{32}$/);
  });

  it('plans a filtered page for its values each time: never a named statement', async () => {
    await page(0, 'ASC', [{ fieldName: 'name', operation: 'LIKE', value1: '#77' }]);
    expect((await preparedPages()).filter((row) => /ilike/i.test(row.statement))).toEqual([]);
  });
});
