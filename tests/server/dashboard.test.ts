import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { chargeTypes } from '../../server/db/schema/billing';
import { departments } from '../../server/db/schema/departments';
import { institutions, users } from '../../server/db/schema/identity';
import { insertStaff } from '../support/staff';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

interface Dashboard {
  counts: { table: string; total: number; active: number }[];
  scopedListsLeftOut: boolean;
  recentChanges: { entity: string; recordUuid: string; recordLabel: string; action: string }[];
  pending: { kind: string; count: number }[];
}

const DASHBOARD = `query { getMyDashboard { code message data {
  counts { table total active } scopedListsLeftOut
  recentChanges { entity recordUuid recordLabel action }
  pending { kind count } } } }`;

const PASSWORD = 'Dashboard-Passw0rd!';
const ADMIN_GRANTS = [
  'uaa.history.read',
  'uaa.department.read',
  'billing.chargeType.read',
  'uaa.user.read',
];

let server: TestServer;
let platform: string;
let janeToken: string;
let nobodyToken: string;
let ministry: { id: number };
let agency: { id: number };

const dashboard = async (token: string) => {
  const answer = await server.envelope<Dashboard>('uaa', DASHBOARD, {}, token);
  expect(answer.code).toBe(ResponseCode.SUCCESS);
  return answer.data!;
};
const countOf = (board: Dashboard, table: string) =>
  board.counts.find((count) => count.table === table);
/** The truth to compare with: counted row by row here, in the test only. */
const counted = async (table: string, where = sql`true`) =>
  (
    await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE NOT deleted AND ${where}`,
    )
  ).rows[0].n;

beforeAll(async () => {
  server = await startTestServer();
  platform = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  [ministry, agency] = await server.db
    .insert(institutions)
    .values([{ name: 'Ministry of Dashboards' }, { name: 'Agency of Counts' }])
    .returning({ id: institutions.id });
  await insertStaff(server.db, {
    email: 'jane@dashboard.test',
    password: PASSWORD,
    institutionId: ministry.id,
    grants: ADMIN_GRANTS,
    fullName: 'Jane Dashboard',
  });
  await insertStaff(server.db, {
    email: 'nobody@dashboard.test',
    password: PASSWORD,
    institutionId: ministry.id,
    grants: [],
  });
  janeToken = await server.accessToken('jane@dashboard.test', PASSWORD);
  nobodyToken = await server.accessToken('nobody@dashboard.test', PASSWORD);
  await server.db
    .insert(chargeTypes)
    .values([
      { name: 'Dashboard fee A' },
      { name: 'Dashboard fee B' },
      { name: 'Dashboard fee C', active: false },
    ]);
  await server.db.insert(departments).values([
    { institutionId: ministry.id, name: 'Ministry Stores', code: 'MS' },
    { institutionId: agency.id, name: 'Agency Roads', code: 'AR' },
    { institutionId: agency.id, name: 'Agency Bridges', code: 'AB' },
  ]);
  // Two accounts whose activation link was never used: one per institution.
  await server.db.insert(users).values([
    {
      email: 'new1@dashboard.test',
      fullName: 'New One',
      userType: 'PROCURING_ENTITY',
      institutionId: ministry.id,
    },
    {
      email: 'new2@dashboard.test',
      fullName: 'New Two',
      userType: 'PROCURING_ENTITY',
      institutionId: agency.id,
    },
  ]);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('getMyDashboard', () => {
  it("answers a platform administrator every list's count, matching the rows", async () => {
    const board = await dashboard(platform);
    expect(board.scopedListsLeftOut).toBe(false);
    expect(countOf(board, 'charge_types')).toEqual({
      table: 'charge_types',
      total: await counted('charge_types'),
      active: await counted('charge_types', sql`active`),
    });
    expect(countOf(board, 'charge_types')!.total).toBeGreaterThanOrEqual(3);
    expect(countOf(board, 'departments')!.total).toBe(await counted('departments'));
    expect(countOf(board, 'users')!.total).toBe(await counted('users'));
    // Every list's count is the table's own, row by row (a table whose row_counts drifted would show).
    for (const count of board.counts) {
      expect({ table: count.table, total: count.total }).toEqual({
        table: count.table,
        total: await counted(count.table),
      });
    }
    expect(board.recentChanges).toHaveLength(10);
    expect(board.pending).toContainEqual({
      kind: 'usersAwaitingActivation',
      count: await counted('users', sql`password_hash IS NULL`),
    });
  });

  it('answers an institution administrator shared lists only, and their own changes and requests', async () => {
    const board = await dashboard(janeToken);
    expect(board.scopedListsLeftOut).toBe(true);
    expect(countOf(board, 'charge_types')!.total).toBe(await counted('charge_types'));
    // Departments and users are counted for the whole platform only: not shown to her.
    expect(countOf(board, 'departments')).toBeUndefined();
    expect(countOf(board, 'users')).toBeUndefined();
    const labels = board.recentChanges.map((change) => change.recordLabel);
    expect(labels).toContain('Ministry Stores');
    expect(labels).not.toContain('Agency Roads');
    expect(labels).not.toContain('Dashboard fee A');
    expect(board.pending).toEqual([{ kind: 'usersAwaitingActivation', count: 1 }]);
  });

  it('answers someone without permissions no count of a list they cannot read', async () => {
    const board = await dashboard(nobodyToken);
    const tables = board.counts.map((count) => count.table);
    expect(tables).not.toContain('charge_types');
    expect(tables).not.toContain('departments');
    expect(tables).not.toContain('users');
    // Lists every signed-in person reads are still counted.
    expect(tables).toContain('financial_years');
    expect(board.recentChanges).toEqual([]);
    expect(board.pending).toEqual([]);
  });

  it('refuses without a session', async () => {
    const answer = await server.envelope('uaa', DASHBOARD, {});
    expect(answer.code).toBe(ResponseCode.UNAUTHENTICATED);
  });
});
