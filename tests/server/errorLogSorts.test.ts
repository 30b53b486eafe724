import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLogs } from '../../server/db/schema/monitor';
import { errorLogSorts } from '../../server/modules/error-logs/store';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * The error log grows without end (append-only): a page of it sorted by any of its list's sort
 * fields is read in that order from an index, never by sorting the whole log. The statement is the
 * paging's order (server/db/pageReads.ts: the sort column, then id, the same way).
 */
let server: TestServer;

interface PlanNode {
  'Node Type': string;
  Plans?: PlanNode[];
}
const nodeTypes = (node: PlanNode): string[] => [
  node['Node Type'],
  ...(node.Plans ?? []).flatMap(nodeTypes),
];

beforeAll(async () => {
  server = await startTestServer();
  await server.db.execute(sql`
    INSERT INTO error_logs (kind, message, operation, code, latency_ms, created_at)
    SELECT (ARRAY['RESPONSE_CODE', 'GRAPHQL_ERROR', 'HIGH_LATENCY'])[1 + i % 3], 'logged ' || i,
           'operation' || (i % 400), 9000 + i % 20, i % 5000, now() - i * interval '1 second'
      FROM generate_series(1, 20000) AS i`);
  await server.db.execute(sql`ANALYZE error_logs`);
}, 300_000);
afterAll(() => server?.stop());

describe('the error log list', () => {
  it.each(errorLogSorts.flatMap((field) => [[field, 'ASC'] as const, [field, 'DESC'] as const]))(
    'reads a page sorted by %s %s from an index',
    async (field, direction) => {
      const column = sql.identifier(errorLogs[field].name);
      const order = sql.raw(direction);
      const result = await server.db.execute<{ 'QUERY PLAN': unknown }>(
        sql`EXPLAIN (FORMAT JSON) SELECT * FROM error_logs
             ORDER BY ${column} ${order}, id ${order} LIMIT 25 OFFSET 25`,
      );
      const raw = result.rows[0]['QUERY PLAN'];
      const [{ Plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      const nodes = nodeTypes(Plan);
      // Neither a sort nor an incremental one (by created time within a kind: all of a kind sorted).
      expect(nodes.filter((node) => node.includes('Sort'))).toEqual([]);
      expect(nodes).toContain('Index Scan');
    },
  );
});
