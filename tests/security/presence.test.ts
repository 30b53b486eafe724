import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { openStream, type Change } from '../server/support/streams';
import { SettingKey } from '../../contract/settings';
import { institutions, users } from '../../server/db/schema/identity';
import type { AuthUser } from '../../server/auth/currentUser';
import { editPermissionOf, readableLiveTable } from '../../server/graphql/liveAccess';
import { resourceDescriptors } from '../../src/composition/resourceRegistry';
import { PRESENCE_LIMIT } from '../../server/modules/live/presence.store';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../server/support/testServer';

/**
 * Presence floods (issue #37): holds and releases are throttled per user in the database, a renewed
 * hold tells nobody, lapsed holds are purged, who edits a record reaches only those who may edit it
 * (a tenderer reads procurement methods but neither holds them nor hears staff names), and a global
 * setting (keyed by its key, not a uuid) can be held.
 */
const HOLD = `mutation ($resource: String!, $uuid: String!) {
  holdRecord(resource: $resource, uuid: $uuid) { code dataList }
}`;
const RELEASE = `mutation ($resource: String!, $uuid: String!) {
  releaseRecord(resource: $resource, uuid: $uuid) { code dataList }
}`;

const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A table's changes as a browser's fallback stream hears them, once its listener is open. */
async function watch(baseUrl: string, token: string, resource: string) {
  const stream = await openStream(baseUrl, token, resource);
  // The first subscriber of a process opens its listening connection: give it a moment.
  await quiet(300);
  return stream;
}

let server: TestServer;
const tokens: Record<string, string> = {};
let methodUuid: string;

const hold = (token: string, resource: string, uuid: string) =>
  server.envelope<string>('uaa', HOLD, { resource, uuid }, token);
const release = (token: string, resource: string, uuid: string) =>
  server.envelope<string>('uaa', RELEASE, { resource, uuid }, token);
const presenceOf = (change: Change) => ['presence', 'absence'].includes(change.action);

beforeAll(async () => {
  server = await startTestServer();
  const [water] = await server.db
    .insert(institutions)
    .values({ name: 'Ministry of Water' })
    .returning();
  const people = [
    ['editor', 'editor@presence.test', 'Bahati Editor', 'SUPER_ADMINISTRATOR', undefined],
    ['burst', 'burst@presence.test', 'Chausiku Burst', 'SUPER_ADMINISTRATOR', undefined],
    ['tenderer', 'tenderer@presence.test', 'Dalali Tenderer', undefined, 'TENDERER'],
    ['reader', 'reader@presence.test', 'Eshe Reader', 'ACCOUNTING_OFFICER', undefined],
  ] as const;
  for (const [key, email, fullName, role, userType] of people) {
    const password = `${key}-Passw0rd!`;
    await server.createUser({ email, password, role, userType, fullName });
    if (key === 'reader') {
      await server.db.update(users).set({ institutionId: water.id }).where(eq(users.email, email));
    }
    tokens[key] = await server.accessToken(email, password);
  }
  tokens.admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  const methods = await server.db.execute<{ uuid: string }>(
    sql`SELECT uuid FROM procurement_methods ORDER BY id LIMIT 1`,
  );
  methodUuid = methods.rows[0].uuid;
}, 180_000);
afterAll(() => server?.stop());

describe('a burst of holds and releases by one user', () => {
  it('is mostly refused (9011), and watchers hear no more than the calls let through', async () => {
    const watcher = await watch(server.baseUrl, tokens.admin, 'procurement_methods');
    const started = Date.now();
    const codes: number[] = [];
    // 120 calls at once (well within the server's queue), alternating hold and release.
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        (i % 2 === 0 ? hold : release)(tokens.burst, 'procurement_methods', methodUuid),
      ),
    );
    codes.push(...answers.map((answer) => answer.code));
    const seconds = (Date.now() - started) / 1000;
    await quiet(800);
    watcher.close();
    const allowed = codes.filter((code) => code === ResponseCode.SUCCESS).length;
    const refused = codes.filter((code) => code === ResponseCode.TOO_MANY_ATTEMPTS).length;
    expect(allowed + refused).toBe(120);
    expect(allowed).toBeLessThanOrEqual(PRESENCE_LIMIT.limit * (Math.ceil(seconds) + 1));
    // Most are refused when the burst is a burst (on a very slow machine the rate above still holds).
    if (seconds < 8) expect(refused).toBeGreaterThan(allowed);
    const heard = watcher.changes.filter((c) => c.uuid === methodUuid && presenceOf(c));
    expect(heard.length).toBeLessThanOrEqual(allowed);
  }, 90_000);

  it('a refused hold writes nothing', async () => {
    // The user holds nothing, and their window is full: the next call is refused before anything is
    // read or written.
    await server.db.execute(
      sql`DELETE FROM record_presence WHERE user_id = (SELECT id FROM users WHERE email = 'burst@presence.test')`,
    );
    await server.db.execute(
      sql`UPDATE attempt_counters SET count = ${PRESENCE_LIMIT.limit}, window_started_at = now() + interval '1 minute'
          WHERE scope = ${PRESENCE_LIMIT.scope}`,
    );
    const refused = await hold(tokens.burst, 'procurement_methods', methodUuid);
    expect(refused.code).toBe(ResponseCode.TOO_MANY_ATTEMPTS);
    const rows = await server.db.execute(
      sql`SELECT 1 FROM record_presence r JOIN users u ON u.id = r.user_id
          WHERE u.email = 'burst@presence.test' AND r.expires_at > now()`,
    );
    expect(rows.rows).toEqual([]);
    await server.db.execute(
      sql`DELETE FROM attempt_counters WHERE scope = ${PRESENCE_LIMIT.scope}`,
    );
  });
});

describe('presence events', () => {
  it('a renewed hold tells nobody; a new hold and a release tell who came and left', async () => {
    const watcher = await watch(server.baseUrl, tokens.admin, 'procurement_methods');
    expect((await hold(tokens.editor, 'procurement_methods', methodUuid)).code).toBe(9000);
    for (let i = 0; i < 3; i += 1) await hold(tokens.editor, 'procurement_methods', methodUuid);
    await quiet(1100);
    const renewed = await hold(tokens.editor, 'procurement_methods', methodUuid);
    expect(renewed.code).toBe(9000);
    expect((await release(tokens.editor, 'procurement_methods', methodUuid)).code).toBe(9000);
    await quiet(500);
    watcher.close();
    const heard = watcher.changes
      .filter((c) => c.uuid === methodUuid && presenceOf(c))
      .map(({ uuid, action, actorName }) => ({ uuid, action, actorName }));
    expect(heard).toEqual([
      { uuid: methodUuid, action: 'presence', actorName: 'Bahati Editor' },
      { uuid: methodUuid, action: 'absence', actorName: 'Bahati Editor' },
    ]);
  });
});

describe('lapsed holds', () => {
  it('are purged by the next hold of any record, a bounded batch at a time', async () => {
    await server.db.execute(sql`DELETE FROM record_presence`);
    await server.db.execute(
      sql`INSERT INTO record_presence (entity, record_uuid, user_id, user_name, expires_at)
          SELECT 'procurement_methods', gen_random_uuid(), u.id, u.full_name, now() - interval '1 minute'
          FROM users u, generate_series(1, 130) WHERE u.email = 'editor@presence.test'`,
    );
    const lapsed = async () =>
      Number(
        (
          await server.db.execute<{ n: string }>(
            sql`SELECT count(*) AS n FROM record_presence WHERE expires_at <= now()`,
          )
        ).rows[0].n,
      );
    expect(await lapsed()).toBe(130);
    await hold(tokens.admin, 'procurement_methods', methodUuid);
    expect(await lapsed()).toBe(30);
    await hold(tokens.admin, 'procurement_methods', methodUuid);
    expect(await lapsed()).toBe(0);
    await release(tokens.admin, 'procurement_methods', methodUuid);
  });
});

describe('who may see who edits a record', () => {
  it('a tenderer reads procurement methods but may not hold one, and hears no presence', async () => {
    const tendererStream = await watch(server.baseUrl, tokens.tenderer, 'procurement_methods');
    const staffStream = await watch(server.baseUrl, tokens.admin, 'procurement_methods');
    const refused = await hold(tokens.tenderer, 'procurement_methods', methodUuid);
    expect(refused).toMatchObject({ code: ResponseCode.FORBIDDEN, dataList: null });
    expect((await release(tokens.tenderer, 'procurement_methods', methodUuid)).code).toBe(9004);
    expect((await hold(tokens.editor, 'procurement_methods', methodUuid)).code).toBe(9000);
    await release(tokens.editor, 'procurement_methods', methodUuid);
    await quiet(800);
    tendererStream.close();
    staffStream.close();
    expect(staffStream.changes.filter(presenceOf).length).toBeGreaterThanOrEqual(2);
    expect(tendererStream.changes.filter(presenceOf)).toEqual([]);
  });

  it('a user who only reads a list (an accounting officer, departments) may not hold its records', async () => {
    const created = await server.db.execute<{ uuid: string }>(
      sql`INSERT INTO departments (name, code, institution_id, created_by)
          SELECT 'Audit', 'AU', institution_id, 'test' FROM users WHERE email = 'reader@presence.test'
          RETURNING uuid`,
    );
    const answer = await hold(tokens.reader, 'departments', created.rows[0].uuid);
    expect(answer.code).toBe(ResponseCode.FORBIDDEN);
  });
});

describe('a global setting (keyed by its key)', () => {
  it('is held by its key, names the others, and tells watchers', async () => {
    const watcher = await watch(server.baseUrl, tokens.admin, 'global_settings');
    const key = SettingKey.allowMultiTab;
    expect(await hold(tokens.admin, 'global_settings', key)).toMatchObject({
      code: 9000,
      dataList: [],
    });
    const second = await hold(tokens.editor, 'global_settings', key);
    expect(second.code).toBe(9000);
    expect(second.dataList).toHaveLength(1);
    await quiet(500);
    watcher.close();
    expect(watcher.changes).toContainEqual({
      resource: 'global_settings',
      version: null,
      uuid: key,
      action: 'presence',
      actorName: 'Bahati Editor',
    });
    expect((await hold(tokens.admin, 'global_settings', 'NO_SUCH_SETTING')).code).toBe(9002);
    await release(tokens.admin, 'global_settings', key);
    await release(tokens.editor, 'global_settings', key);
    // A table keyed by uuid still refuses a key that is none.
    const notUuid = await hold(tokens.admin, 'procurement_methods', key);
    expect(notUuid.code).toBe(ResponseCode.INVALID_INPUT);
  });
});

describe('every edit screen of a watched table', () => {
  it('has a permission that edits its records (else nobody could hold them)', () => {
    const everything = { permissions: { has: () => true } } as unknown as AuthUser;
    const withoutEdit = resourceDescriptors
      .filter((resource) => resource.edit)
      .map((resource) => resource.historyEntity || resource.name.replace(/-/g, '_'))
      .map((entity) => readableLiveTable(everything, entity))
      .filter((table) => table && !editPermissionOf(table))
      .map((table) => table!.table);
    expect(withoutEdit).toEqual([]);
  });
});
