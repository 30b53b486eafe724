import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPath } from '../../contract/services';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../server/support/testServer';
import { openStream, type Stream } from '../server/support/streams';

/**
 * Issue #37 items 1 and 2: PostgreSQL ends the app's connections (what a failover, a pooler restart
 * or an idle_in_transaction timeout does) again and again while four clients write. The process
 * lives, answers the requests that lost their connection as unavailable (never a 500), answers the
 * next ones, keeps every write it acknowledged, and holds exactly one LISTEN connection per purpose;
 * an open live list hears once that it may have missed changes. PostgreSQL server only: the embedded
 * database has no connection to lose.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const CUTS = 6;

const SAVE = `mutation ($dto: ChargeTypeDtoInput!) {
  createUpdateChargeType(chargeTypeDto: $dto) { code message data { uuid } }
}`;

interface Outcome {
  status: number;
  code?: number;
  message?: string;
  name: string;
  uuid?: string;
}

describe.skipIf(!serverUrl)('connections terminated under concurrent writes', () => {
  let server: TestServer;
  let token: string;
  let killer: pg.Client;
  let database: string;
  let stream: Stream;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
    const row = await server.db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
    database = row.rows[0].name;
    killer = new pg.Client({ connectionString: serverUrl });
    await killer.connect();
  });
  afterAll(async () => {
    stream?.close();
    await killer?.end();
    await server?.stop();
  });

  /** The app's LISTEN connections by purpose (their application_name). */
  async function listeners(): Promise<Record<string, number>> {
    const { rows } = await killer.query<{ name: string; n: number }>(
      `SELECT application_name AS name, count(*)::int AS n FROM pg_stat_activity
        WHERE datname = $1 AND application_name IN ('zabuni-live', 'zabuni-sessions')
        GROUP BY 1`,
      [database],
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.n]));
  }
  const terminateAll = () =>
    killer.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database],
    );
  async function until<T>(what: string, probe: () => Promise<T>, ok: (v: T) => boolean) {
    const deadline = Date.now() + 20_000;
    let last: T = await probe();
    while (!ok(last)) {
      if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      last = await probe();
    }
    return last;
  }

  async function save(name: string): Promise<Outcome> {
    const response = await fetch(`${server.baseUrl}${graphqlPath('zabuni', 'billing')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: SAVE, variables: { dto: { name } } }),
    });
    const text = await response.text();
    let body: {
      data?: {
        createUpdateChargeType?: { code: number; message: string; data?: { uuid: string } };
      };
    } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // judged by status below
    }
    const envelope = body.data?.createUpdateChargeType;
    const uuid = envelope?.data?.uuid;
    return {
      status: response.status,
      code: envelope?.code,
      message: envelope?.message,
      name,
      uuid,
    };
  }

  it('lives through repeated cuts, keeps acknowledged writes and one listener per purpose', async () => {
    stream = await openStream(server.baseUrl, token, 'charge_types');
    await until(
      'listeners at start',
      listeners,
      (l) => l['zabuni-live'] === 1 && l['zabuni-sessions'] === 1,
    );

    const outcomes: Outcome[] = [];
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; writing; i += 1) outcomes.push(await save(`Fault fee ${w}-${i}`));
    };
    const writers = [0, 1, 2, 3].map(writer);
    for (let cut = 0; cut < CUTS; cut += 1) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await terminateAll();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    writing = false;
    await Promise.all(writers);

    // Only the envelope's success or its unavailable failure: never a 500, never internals.
    for (const outcome of outcomes) {
      expect(outcome.status, JSON.stringify(outcome)).not.toBe(500);
      if (outcome.code !== 9000) {
        expect([200, 503]).toContain(outcome.status);
        expect(outcome.message ?? '').not.toMatch(/SQL|terminat|pg_|select|insert/i);
      }
    }
    const failed = outcomes.filter((o) => o.code !== 9000);
    expect(failed.length, 'some writes met a cut connection').toBeGreaterThan(0);

    // The next request is answered without a restart.
    const next = await until(
      'a write after the cuts',
      () => save('Fault fee after'),
      (o) => o.code === 9000,
    );
    expect(next.code).toBe(9000);

    // Every acknowledged write is there.
    const acknowledged = outcomes.filter((o) => o.code === 9000).map((o) => o.name);
    expect(acknowledged.length).toBeGreaterThan(0);
    const { rows } = await server.db.execute<{ name: string }>(
      sql`SELECT name FROM charge_types WHERE name LIKE 'Fault fee %'`,
    );
    const stored = new Set(rows.map((r) => r.name));
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);

    // One LISTEN connection per purpose, back after the last cut, and no more.
    await until(
      'listeners after the cuts',
      listeners,
      (l) => l['zabuni-live'] === 1 && l['zabuni-sessions'] === 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await listeners()).toEqual({ 'zabuni-live': 1, 'zabuni-sessions': 1 });

    // The open list heard that it may have missed changes, and hears the next change once.
    await stream.next((c) => c.action === 'many' && c.uuid === null, 20_000);
    const fresh = await save('Fault fee heard once');
    expect(fresh.code).toBe(9000);
    await stream.next((c) => c.uuid === fresh.uuid, 5000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(stream.changes.filter((c) => c.uuid === fresh.uuid)).toHaveLength(1);
  });

  it('the process still answers readiness with the listeners up', async () => {
    const response = await fetch(`${server.baseUrl}/readyz`);
    // The test server has no operations port of its own: readiness is on the main port.
    const body = (await response.json()) as { status: string; listeners?: Record<string, string> };
    expect(body.status).toBe('UP');
    expect(body.listeners?.sessions).toBe('listening');
    expect(body.listeners?.liveChanges).toBe('listening');
  });
});
