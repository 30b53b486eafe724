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

/**
 * A restore (issue 39 item 3, decision 168) whose database connection ends halfway: the record's
 * save runs in the restore's one transaction, so nothing of it stays, neither the values nor a
 * history entry naming the version, and the same restore succeeds once the database answers again.
 * PostgreSQL server only: the embedded database has no connection to lose.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('a restore that loses its connection', () => {
  let server: TestServer;
  let token: string;
  let killer: pg.Client;
  let database: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
    database = (await server.db.execute<{ name: string }>(sql`SELECT current_database() AS name`))
      .rows[0].name;
    killer = new pg.Client({ connectionString: serverUrl });
    await killer.connect();
  });
  afterAll(async () => {
    await killer?.end();
    await server?.stop();
  });

  const call = async (query: string, variables: object) => {
    const response = await fetch(`${server.baseUrl}${graphqlPath('zabuni', 'uaa')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json().catch(() => null)) as {
      data?: Record<string, { code: number; message: string; data?: Record<string, unknown> }>;
    } | null;
    return { status: response.status, ...Object.values(body?.data ?? {})[0] };
  };
  const save = (category: object) =>
    call(
      `mutation ($c: TenderCategoryInput!) { createUpdateTenderCategory(tenderCategory: $c) {
        code message data { uuid version } } }`,
      { c: category },
    );
  const restore = (uuid: string, entryId: string, version: number) =>
    call(
      `mutation ($uuid: String!, $entryId: ID!, $version: Int!) {
        restoreRecordVersion(entity: "tender_categories", uuid: $uuid, entryId: $entryId,
          version: $version) { code message } }`,
      { uuid, entryId, version },
    );
  const entries = async (uuid: string) =>
    (
      await server.db.execute<{ id: string; restored_from: string | null }>(
        sql`SELECT id::text, restored_from::text FROM history_entries
          WHERE entity = 'tender_categories' AND record_uuid = ${uuid} ORDER BY history_entries.id`,
      )
    ).rows;
  const rowOf = async (uuid: string) =>
    (
      await server.db.execute<{ name: string; version: number }>(
        sql`SELECT name, version FROM tender_categories WHERE uuid = ${uuid}`,
      )
    ).rows[0];

  it('keeps nothing of it, and the same restore succeeds after', async () => {
    const created = (await save({ name: 'Cut restore', code: 'CUT-1' })).data as {
      uuid: string;
      version: number;
    };
    const [first] = await entries(created.uuid);
    const renamed = await save({
      uuid: created.uuid,
      version: created.version,
      name: 'Cut restore renamed',
      code: 'CUT-1',
    });
    expect(renamed.code).toBe(9000);
    const before = await rowOf(created.uuid);
    const historyBefore = await entries(created.uuid);

    // The restore's update waits in the database (only a restore's: the setting names a version),
    // long enough for its connection to be ended under it.
    await server.db.execute(sql`CREATE FUNCTION restore_waits() RETURNS trigger
      LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(5); RETURN NEW; END $$`);
    await server.db.execute(sql`CREATE TRIGGER restore_waits BEFORE UPDATE ON tender_categories
      FOR EACH ROW WHEN (coalesce(current_setting('zabuni.history_restored_from', true), '') <> '')
      EXECUTE FUNCTION restore_waits()`);
    const answer = restore(created.uuid, first.id, before.version);
    const deadline = Date.now() + 20_000;
    let killed = 0;
    while (killed === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { rowCount } = await killer.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = $1 AND wait_event = 'PgSleep'`,
        [database],
      );
      killed = rowCount ?? 0;
    }
    expect(killed).toBe(1);
    const cut = await answer;
    expect(cut.status, JSON.stringify(cut)).not.toBe(500);
    expect(cut.code).not.toBe(9000);
    await server.db.execute(sql`DROP TRIGGER restore_waits ON tender_categories`);
    await server.db.execute(sql`DROP FUNCTION restore_waits()`);

    // Nothing of it stayed: the values, the version and the history are as before.
    expect(await rowOf(created.uuid)).toEqual(before);
    expect(await entries(created.uuid)).toEqual(historyBefore);

    const again = await restore(created.uuid, first.id, before.version);
    expect(again.code, again.message).toBe(9000);
    expect(await rowOf(created.uuid)).toEqual({
      name: 'Cut restore',
      version: before.version + 1,
    });
    expect((await entries(created.uuid)).at(-1)).toMatchObject({ restored_from: first.id });
  });
});
