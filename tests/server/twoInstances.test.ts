import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPath, restPaths } from '../../contract/services';
import { startTwoProcesses, type Instance } from './support/twoProcesses';
import { certificateAuthority } from '../../server/modules/signing/certificateAuthority';

// Two app instances on one PostgreSQL database (issue #17 item 6): they start together (migrations and
// seeding under an advisory lock), share sign-in limits, make one certificate authority, and keep
// totals right when both write. PGlite is one process by design, so this runs with TEST_DATABASE_URL.
const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN_EMAIL = 'admin@zabuni.test';
const ADMIN_PASSWORD = 'Admin-Passw0rd!';
let processes: Awaited<ReturnType<typeof startTwoProcesses>> | undefined;
let instances: Instance[] = [];
let base: (i: number) => string;

beforeAll(async () => {
  if (!serverUrl) return;
  // Both at once: each migrates and seeds under the advisory lock.
  processes = await startTwoProcesses(serverUrl, {
    name: 'two',
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    together: true,
  });
  ({ instances, base } = processes);
}, 180_000);

afterAll(() => processes?.stop());

const signIn = async (i: number, username: string, password: string) => {
  const response = await fetch(`${base(i)}${restPaths('zabuni').login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, body: (await response.json()) as { access_token?: string } };
};
const graphql = async (i: number, token: string, query: string, variables = {}) => {
  const response = await fetch(`${base(i)}${graphqlPath('zabuni', 'billing')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: Record<string, { code: number; data: never }> };
};

describe.skipIf(!serverUrl)('two instances on one PostgreSQL database', () => {
  it('seeded once: one first administrator', async () => {
    const rows = await instances[0].database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE lower(email) = ${ADMIN_EMAIL}`,
    );
    expect(rows.rows[0].n).toBe(1);
  });

  it('share sign-in limits: failures through both count against one limit', async () => {
    const email = 'nobody-two@zabuni.test';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await signIn(i % 2, email, 'wrong')).status);
    // Five checks in all (not five per instance), then both refuse.
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('make one certificate authority when both need it at once', async () => {
    const [a, b] = await Promise.all(
      instances.map((instance) => certificateAuthority(instance.database.db)),
    );
    expect(a.certificate.serialNumber).toBe(b.certificate.serialNumber);
    const rows = await instances[0].database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM server_secrets WHERE name = 'dsms.ca.cert'`,
    );
    expect(rows.rows[0].n).toBe(1);
  });

  it('keep totals right when both write at once', async () => {
    const tokens = await Promise.all(
      [0, 1].map(async (i) => (await signIn(i, ADMIN_EMAIL, ADMIN_PASSWORD)).body.access_token!),
    );
    const create = `mutation ($dto: ChargeTypeDtoInput!) { createUpdateChargeType(chargeTypeDto: $dto) { code } }`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        graphql(n % 2, tokens[n % 2], create, { dto: { name: `Shared fee ${n}`, active: true } }),
      ),
    );
    expect(answers.map((a) => a.data.createUpdateChargeType.code)).toEqual(Array(20).fill(9000));
    const list = `{ getAllChargeTypes(pageParam: {page: 0, size: 5}) { code data { totalElements } } }`;
    for (const i of [0, 1]) {
      const page = await graphql(i, tokens[i], list);
      const data = page.data.getAllChargeTypes.data as { totalElements: number };
      const counted = await instances[i].database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM charge_types WHERE NOT deleted`,
      );
      expect(data.totalElements).toBe(counted.rows[0].n);
      expect(data.totalElements).toBeGreaterThanOrEqual(20);
    }
  });
});
