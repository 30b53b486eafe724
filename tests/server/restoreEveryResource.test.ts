import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissions } from '../../contract/permissions';
import { ResponseCode } from '../../contract/responseCodes';
import { operationTable } from '../../src/composition/operationTable';
import type { OperationMapping } from '../../providers/operations/types';
import { institutions } from '../../server/db/schema/identity';
import { saveOf } from '../../server/modules/history/restoreSaves';
import { restorableNames } from '../../server/reference-kit/restorable';
import { insertStaff } from '../support/staff';
import { recordVersions } from './support/recordVersions';
import { editable, resourceDriver, type Row } from './support/resourceDriver';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

/**
 * Restore a version, for every resource whose records keep a history (issue 39 item 3, decision
 * 168): each resource of the browser's operation table with an edit is edited as its screen edits
 * it, then the version before that edit is restored through restoreRecordVersion, which runs the
 * resource's own save. The values come back and the entry names the version restored; a restore
 * from a version read before someone else's change is refused (9012) and changes nothing; a caller
 * without the save's permission, or outside the record's institution, is refused and changes
 * nothing. A resource added tomorrow is tested by the same steps, or named below with its reason.
 */

await saveOf('');

/** Resources with history and an edit that are not restored, and why. */
const notRestored: Record<string, string> = {
  'global-settings': 'settings are key/value pairs, not records with a history',
  tenderers: 'its update verb is activation; a tenderer has no edit form',
  'litigation-records': "a tenderer's own rows: their owners read no history",
  'personnel-informations': "a tenderer's own rows: their owners read no history",
  'personnel-work-experiences': "a tenderer's own rows: their owners read no history",
  'tenderer-financial-resources': "a tenderer's own rows: their owners read no history",
  'tenderer-financial-statements': "a tenderer's own rows: their owners read no history",
  'tenderer-work-experiences': "a tenderer's own rows: their owners read no history",
  'work-equipments': "a tenderer's own rows: their owners read no history",
};

const tableOf = (resource: string) => resource.replace(/-/g, '_');
const resources = Object.entries(operationTable)
  .filter(([resource, verbs]) => verbs.getList && verbs.update && !(resource in notRestored))
  .map(([resource]) => resource);

const PASSWORD = 'Restore-Every-Passw0rd!';

let server: TestServer;
let admin: string;
let driver: ReturnType<typeof resourceDriver>;
let outsider: string;
let outsiderInstitution: number;
/** Restores an institution's own records (a plan): its staff with every permission, history too. */
let institutionStaff: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  driver = resourceDriver(server, admin);
  const institutionId = await driver.arrangeInstitutionRecords();
  await insertStaff(server.db, {
    email: 'staff@every-restore.test',
    password: PASSWORD,
    institutionId,
    grants: allPermissions.filter((p) => p !== 'uaa.institution.all'),
  });
  institutionStaff = await server.accessToken('staff@every-restore.test', PASSWORD);
  const [elsewhere] = await server.db
    .insert(institutions)
    .values({ name: 'Restore Elsewhere Authority' })
    .returning({ id: institutions.id });
  outsiderInstitution = elsewhere.id;
  // Every permission but acting across institutions: only their own institution's records.
  await insertStaff(server.db, {
    email: 'outsider@every-restore.test',
    password: PASSWORD,
    institutionId: elsewhere.id,
    grants: allPermissions.filter((p) => p !== 'uaa.institution.all'),
  });
  outsider = await server.accessToken('outsider@every-restore.test', PASSWORD);
}, 180_000);

afterAll(() => server?.stop());

const versions = () => recordVersions(server);
const versionOf = (entity: string, uuid: string, entryId: string, token: string) =>
  versions().versionOf(entity, uuid, entryId, token);
const restore = (entity: string, uuid: string, entryId: string, version: number, token: string) =>
  versions().restore(entity, uuid, entryId, version, token);
const latestEntry = (entity: string, uuid: string) => versions().latestEntry(entity, uuid);
const rowOf = (entity: string, uuid: string) => versions().rowOf(entity, uuid);

/** The record's uuid: the screens of some records name them by their numeric id. */
async function uuidOf(entity: string, record: Row): Promise<string> {
  if (typeof record.uuid === 'string') return record.uuid;
  const { rows } = await server.db.execute<{ uuid: string }>(
    sql`SELECT uuid::text FROM ${sql.identifier(entity)} WHERE id = ${Number(record.id)}`,
  );
  return rows[0].uuid;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Someone without the save's permission (but every other, across institutions). */
async function withoutPermission(resource: string, permission: string): Promise<string> {
  const email = `no-${resource}@every-restore.test`;
  await insertStaff(server.db, {
    email,
    password: PASSWORD,
    institutionId: outsiderInstitution,
    grants: allPermissions.filter((p) => p !== permission),
  });
  return server.accessToken(email, PASSWORD);
}

describe('every resource with history restores a version by its own save', () => {
  it('names every resource whose records keep a history: restored, or why not', async () => {
    const { rows } = await server.db.execute<{ table: string }>(
      sql`SELECT DISTINCT c.relname AS table FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE g.tgname = 'history_update'`,
    );
    const tracked = new Set(rows.map((row) => row.table));
    const withHistory = Object.entries(operationTable)
      .filter(([resource, verbs]) => verbs.update && tracked.has(tableOf(resource)))
      .map(([resource]) => resource);
    expect(withHistory.length).toBeGreaterThan(40);
    const restorable = new Set(restorableNames());
    for (const resource of withHistory) {
      expect(
        restorable.has(tableOf(resource)) || resource in notRestored,
        `${resource}: restored from its history, or named in notRestored with why`,
      ).toBe(true);
    }
    for (const resource of resources) {
      expect(tracked.has(tableOf(resource)), `${resource}: its table keeps a history`).toBe(true);
    }
  });

  it.each(resources.map((resource) => [resource]))('%s', async (resource) => {
    const entity = tableOf(resource);
    const save = await saveOf(entity);
    expect(save, `${entity}: a save restores it`).toBeDefined();
    driver.actAs(resource);
    const restorer = resource in driver.editors ? institutionStaff : admin;
    const record = await driver.recordOf(resource);
    expect(record, `${resource}: a record to restore`).toBeDefined();
    const uuid = await uuidOf(entity, record!);
    const wanted = await latestEntry(entity, uuid);
    expect(wanted, `${resource}: the record has a history`).toBeDefined();
    const before = await rowOf(entity, uuid);

    // An edit of a text field, as the edit screen sends it.
    const base = await driver.read(resource, record!.id);
    const update = operationTable[resource].update as OperationMapping<never>;
    const probe = update.variables({ id: base.id, data: base, previousData: base } as never);
    const input = Object.values(probe).find((value) => value && typeof value === 'object') ?? probe;
    const field = editable.find((key) => key in (input as object))!;
    expect(field, `${resource}: a text field to change`).toBeDefined();
    const edited = await driver.send(update, {
      id: base.id,
      data: { ...base, [field]: `${String(base[field] ?? '').slice(0, 40)} edited`.trim() },
      previousData: base,
    });
    expect(edited.code, edited.message).toBe(ResponseCode.SUCCESS);
    const now = await rowOf(entity, uuid);
    const column = snake(field);
    expect(now[column]).not.toEqual(before[column]);

    // The version before the edit, field by field.
    const shown = await versionOf(entity, uuid, wanted.id, restorer);
    expect(shown.code, shown.message).toBe(ResponseCode.SUCCESS);
    expect(shown.data!.fields.find((f) => f.field === field)).toMatchObject({
      changed: true,
      restorable: true,
    });
    expect(shown.data).toMatchObject({ currentVersion: now.version, restorable: true });

    // From a version read before the edit: refused, nothing written.
    const stale = await restore(entity, uuid, wanted.id, now.version - 1, restorer);
    expect(stale.code, stale.message).toBe(ResponseCode.STALE_VERSION);
    expect(await rowOf(entity, uuid)).toEqual(now);

    // Without the save's permission: not offered, refused, nothing written.
    const unpermitted = await withoutPermission(resource, save!.permission);
    const seen = await versionOf(entity, uuid, wanted.id, unpermitted);
    if (seen.code === ResponseCode.SUCCESS) expect(seen.data!.restorable).toBe(false);
    expect((await restore(entity, uuid, wanted.id, now.version, unpermitted)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    // Outside the record's institution: refused, nothing written.
    const outside = await restore(entity, uuid, wanted.id, now.version, outsider);
    expect(outside.code, outside.message).not.toBe(ResponseCode.SUCCESS);
    expect(await rowOf(entity, uuid)).toEqual(now);

    const restored = await restore(entity, uuid, wanted.id, now.version, restorer);
    expect(restored.code, restored.message).toBe(ResponseCode.SUCCESS);
    const after = await rowOf(entity, uuid);
    expect(after[column]).toEqual(before[column]);
    expect(after.version).toBe(now.version + 1);
    const entries = await server.db.execute(
      sql`SELECT id, action, changes, restored_from FROM history_entries WHERE entity = ${entity} AND record_uuid = ${uuid} ORDER BY id`,
    );
    expect(await latestEntry(entity, uuid), JSON.stringify(entries.rows)).toMatchObject({
      restored_from: wanted.id,
    });
    expect(restored.data!.restorable).toBe(false);
  });
});
