import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimLockableAttempt,
  forgetAttempts,
  type LockoutPolicy,
} from '../../server/http/attempts';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * A lockable attempt claimed while a parallel request forgets the same key (a right second-factor
 * code sent twice at once): the claim waits for the other's lock and is counted afresh, never
 * answered with a server error. The interleaving is held open by a second connection, so it needs
 * the PostgreSQL server (PGlite is one connection).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const POLICY: LockoutPolicy = {
  scope: 'lockable-test',
  limit: 3,
  firstWaitSeconds: 60,
  maxWaitSeconds: 600,
  forgetAfterSeconds: 3600,
};

describe('lockable attempts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('locks the key after its limit and starts over once forgotten', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push(await claimLockableAttempt(server.db, POLICY, 'k1'));
    expect(answers.map((a) => a.isAllowed)).toEqual([true, true, true, false]);
    expect(answers[3].retryAfterSeconds).toBeGreaterThan(0);
    await forgetAttempts(server.db, POLICY, 'k1');
    expect((await claimLockableAttempt(server.db, POLICY, 'k1')).isAllowed).toBe(true);
  });

  it.runIf(serverUrl)('counts a claim whose row is deleted by a parallel request', async () => {
    await claimLockableAttempt(server.db, POLICY, 'k2');
    const { rows } = await server.db.execute<{ name: string }>(
      sql`SELECT current_database() AS name`,
    );
    const other = new pg.Client({
      connectionString: serverUrl!.replace(/\/[^/?]*(\?|$)/, `/${rows[0].name}$1`),
    });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(
        `SELECT 1 FROM attempt_counters WHERE scope = $1 AND key = 'k2' FOR UPDATE`,
        [POLICY.scope],
      );
      const claim = claimLockableAttempt(server.db, POLICY, 'k2');
      // Wait until the claim is blocked on the row, then delete it under the claim's feet.
      await expect
        .poll(
          async () =>
            (
              await other.query(
                `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
              )
            ).rows[0].n,
          { timeout: 15_000 },
        )
        .toBe(1);
      await other.query(`DELETE FROM attempt_counters WHERE scope = $1 AND key = 'k2'`, [
        POLICY.scope,
      ]);
      await other.query('COMMIT');
      expect(await claim).toEqual({ isAllowed: true, retryAfterSeconds: 0 });
      const counted = await other.query(
        `SELECT count FROM attempt_counters WHERE scope = $1 AND key = 'k2'`,
        [POLICY.scope],
      );
      expect(counted.rows).toEqual([{ count: 1 }]);
    } finally {
      await other.end();
    }
  });
});
