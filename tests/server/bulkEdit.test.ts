import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_EDIT_MAX_ROWS, type BulkEditReport } from '../../contract/bulkEdit';
import { ResponseCode } from '../../contract/responseCodes';
import { historyEntries } from '../../server/db/schema/history';
import { institutions } from '../../server/db/schema/identity';
import { tenderCategories } from '../../server/db/schema/referenceData';
import { insertStaff } from '../support/staff';
import { startTestServer, type TestServer } from './support/testServer';

const BULK = `mutation bulk($entity: String!, $field: String!, $value: String,
    $records: [BulkEditRecordInput!]!) {
  bulkUpdateReferenceRecords(entity: $entity, field: $field, value: $value, records: $records) {
    code message data { updated refused { uuid code message } } } }`;

const PASSWORD = 'Bulk-Edit-Passw0rd!';

let server: TestServer;
let editor: string;
let reader: string;

type Row = { uuid: string; version: number };

const bulk = (
  token: string | undefined,
  records: Row[],
  field = 'active',
  value: string | null = 'false',
  entity = 'tender_categories',
) => server.envelope<BulkEditReport>('uaa', BULK, { entity, field, value, records }, token);

/** Fresh categories, each at version 1. */
async function categories(prefix: string, count: number): Promise<Row[]> {
  return server.db
    .insert(tenderCategories)
    .values(
      Array.from({ length: count }, (_, i) => ({ name: `${prefix} ${i}`, code: `${prefix}${i}` })),
    )
    .returning({ uuid: tenderCategories.uuid, version: tenderCategories.version });
}

const current = (uuids: string[]) =>
  server.db
    .select({
      uuid: tenderCategories.uuid,
      active: tenderCategories.active,
      description: tenderCategories.description,
      name: tenderCategories.name,
      version: tenderCategories.version,
    })
    .from(tenderCategories)
    .where(inArray(tenderCategories.uuid, uuids));

const historyOf = (uuid: string) =>
  server.db
    .select({ action: historyEntries.action })
    .from(historyEntries)
    .where(
      and(eq(historyEntries.entity, 'tender_categories'), eq(historyEntries.recordUuid, uuid)),
    );

beforeAll(async () => {
  server = await startTestServer();
  const [home] = await server.db
    .insert(institutions)
    .values({ name: 'Bulk Edit Office' })
    .returning({ id: institutions.id });
  for (const [email, grants] of [
    ['editor@bulk.test', ['uaa.referenceData.write']],
    ['reader@bulk.test', []],
  ] as const) {
    await insertStaff(server.db, {
      email,
      password: PASSWORD,
      institutionId: home.id,
      grants: [...grants],
    });
  }
  editor = await server.accessToken('editor@bulk.test', PASSWORD);
  reader = await server.accessToken('reader@bulk.test', PASSWORD);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('bulkUpdateReferenceRecords', () => {
  it('saves each row at its own version, refuses the stale one and writes one history entry per row', async () => {
    const rows = await categories('BULKA', 3);
    // Someone else renames the second row: the version the person read is now stale.
    await server.db
      .update(tenderCategories)
      .set({ name: 'Renamed meanwhile', updatedAt: new Date(), updatedBy: 'other' })
      .where(eq(tenderCategories.uuid, rows[1].uuid));
    const before = await Promise.all(rows.map((row) => historyOf(row.uuid)));
    const answer = await bulk(editor, rows);
    expect(answer.code).toBe(ResponseCode.SUCCESS);
    expect(answer.data!.updated.sort()).toEqual([rows[0].uuid, rows[2].uuid].sort());
    expect(answer.data!.refused).toMatchObject([
      { uuid: rows[1].uuid, code: ResponseCode.STALE_VERSION },
    ]);
    const after = await current(rows.map((row) => row.uuid));
    const byUuid = new Map(after.map((row) => [row.uuid, row]));
    expect(byUuid.get(rows[0].uuid)).toMatchObject({ active: false, version: 2 });
    expect(byUuid.get(rows[2].uuid)).toMatchObject({ active: false, version: 2 });
    expect(byUuid.get(rows[1].uuid)).toMatchObject({ active: true, name: 'Renamed meanwhile' });
    const history = await Promise.all(rows.map((row) => historyOf(row.uuid)));
    expect(history.map((entries, i) => entries.length - before[i].length)).toEqual([1, 0, 1]);
    expect(history[0].map((entry) => entry.action)).toContain('deactivate');
  });

  it('sets a plain text field, clears it with an empty value and reports duplicates row by row', async () => {
    const rows = await categories('BULKB', 2);
    const set = await bulk(editor, rows, 'description', 'Set in bulk');
    expect(set.data!.updated).toHaveLength(2);
    expect((await current(rows.map((r) => r.uuid))).map((r) => r.description)).toEqual([
      'Set in bulk',
      'Set in bulk',
    ]);
    const next = rows.map((row) => ({ ...row, version: 2 }));
    expect((await bulk(editor, next, 'description', '')).data!.updated).toHaveLength(2);
    expect((await current(rows.map((r) => r.uuid))).map((r) => r.description)).toEqual([
      null,
      null,
    ]);
    // One name on two rows: the first takes it, the second is a duplicate, refused alone.
    const named = await bulk(
      editor,
      next.map((row) => ({ ...row, version: 3 })),
      'name',
      'BULKB same',
    );
    expect(named.data!.updated).toEqual([rows[0].uuid]);
    expect(named.data!.refused).toMatchObject([
      { uuid: rows[1].uuid, code: ResponseCode.DUPLICATE },
    ]);
  });

  it('refuses a row gone or never there, and saves the others', async () => {
    const rows = await categories('BULKC', 2);
    await server.db
      .update(tenderCategories)
      .set({ deleted: true })
      .where(eq(tenderCategories.uuid, rows[0].uuid));
    const ghost = { uuid: randomUUID(), version: 1 };
    const answer = await bulk(editor, [...rows, ghost]);
    expect(answer.data!.updated).toEqual([rows[1].uuid]);
    expect(answer.data!.refused.map((r) => [r.uuid, r.code])).toEqual([
      [rows[0].uuid, ResponseCode.NOT_FOUND],
      [ghost.uuid, ResponseCode.NOT_FOUND],
    ]);
  });

  it('lets two bulk edits from the same versions save each row once', async () => {
    const rows = await categories('BULKD', 4);
    const [first, second] = await Promise.all([
      bulk(editor, rows, 'active', 'false'),
      bulk(editor, rows, 'description', 'Second'),
    ]);
    const saved = [...first.data!.updated, ...second.data!.updated].sort();
    expect(saved).toEqual(rows.map((row) => row.uuid).sort());
    expect(first.data!.refused.length + second.data!.refused.length).toBe(4);
    for (const row of await current(rows.map((r) => r.uuid))) expect(row.version).toBe(2);
  });

  it('refuses without the list write permission, and the signed-out, changing nothing', async () => {
    const rows = await categories('BULKE', 2);
    expect((await bulk(reader, rows)).code).toBe(ResponseCode.FORBIDDEN);
    expect((await bulk(undefined, rows)).code).toBe(ResponseCode.UNAUTHENTICATED);
    for (const row of await current(rows.map((r) => r.uuid))) {
      expect(row).toMatchObject({ active: true, version: 1 });
    }
  });

  it('refuses bad input as a whole, naming the field, changing nothing', async () => {
    const rows = await categories('BULKF', 2);
    const cases: [Row[], string, string | null, string, RegExp][] = [
      [rows, 'active', 'maybe', 'tender_categories', /^active: /],
      [rows, 'active', null, 'tender_categories', /^active: Required/],
      [rows, 'name', '', 'tender_categories', /^name: Required/],
      [rows, 'uuid', randomUUID(), 'tender_categories', /^field: /],
      [rows, 'version', '1', 'tender_categories', /^field: /],
      [rows, 'createdBy', 'me', 'tender_categories', /^field: /],
      [rows, 'name', 'x'.repeat(5000), 'tender_categories', /^name: /],
      [[], 'active', 'false', 'tender_categories', /^records: Required/],
      [
        [rows[0], rows[0]],
        'active',
        'false',
        'tender_categories',
        /^records: A row is named twice/,
      ],
      [[{ ...rows[0], version: 0 }], 'active', 'false', 'tender_categories', /^version: /],
      [
        [{ uuid: "1'; DROP TABLE x; --", version: 1 }],
        'active',
        'false',
        'tender_categories',
        /uuid/,
      ],
    ];
    for (const [records, field, value, entity, message] of cases) {
      const answer = await bulk(editor, records, field, value, entity);
      expect(answer.code, `${field}=${String(value).slice(0, 10)}`).toBe(
        ResponseCode.INVALID_INPUT,
      );
      expect(answer.message).toMatch(message);
    }
    const tooMany = Array.from({ length: BULK_EDIT_MAX_ROWS + 1 }, () => ({
      uuid: randomUUID(),
      version: 1,
    }));
    const many = await bulk(editor, tooMany);
    expect(many.code).toBe(ResponseCode.INVALID_INPUT);
    expect(many.message).toBe(`records: At most ${BULK_EDIT_MAX_ROWS} rows at once`);
    // A list without bulk edit: the users list, or a table no list serves.
    for (const entity of ['users', 'history_entries', 'no_such_list']) {
      expect((await bulk(editor, rows, 'active', 'false', entity)).code).toBe(
        ResponseCode.NOT_FOUND,
      );
    }
    for (const row of await current(rows.map((r) => r.uuid))) {
      expect(row).toMatchObject({ active: true, version: 1 });
    }
  });
});
