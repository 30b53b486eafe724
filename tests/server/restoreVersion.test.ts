import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { institutions } from '../../server/db/schema/identity';
import { insertStaff } from '../support/staff';
import { recordVersions } from './support/recordVersions';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

/**
 * Restore a version (issue 39 item 3, decision 140): any entry of a record's history shows the record
 * as it was after it, field by field against today's, and restoring saves those values as an edit
 * at the version read, recorded as a restore naming the entry. Every resource is restored by the
 * same steps in restoreEveryResource.test.ts; here, what one list shows of the rules.
 */

let server: TestServer;
let admin: string;
let reader: string;
let outsider: string;
const PASSWORD = 'Restore-Passw0rd!';

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  const [ministry] = await server.db
    .insert(institutions)
    .values({ name: 'Restore Ministry' })
    .returning({ id: institutions.id });
  // May read every history, may edit no list.
  await insertStaff(server.db, {
    email: 'reader@restore.test',
    password: PASSWORD,
    institutionId: ministry.id,
    grants: ['uaa.history.read', 'uaa.institution.all'],
  });
  // May edit reference lists, reads only their own institution's history.
  await insertStaff(server.db, {
    email: 'outsider@restore.test',
    password: PASSWORD,
    institutionId: ministry.id,
    grants: ['uaa.history.read', 'uaa.referenceData.write'],
  });
  reader = await server.accessToken('reader@restore.test', PASSWORD);
  outsider = await server.accessToken('outsider@restore.test', PASSWORD);
}, 180_000);

afterAll(() => server?.stop());

const versions = () => recordVersions(server);
const versionOf = (entity: string, uuid: string, entryId: string, token = admin) =>
  versions().versionOf(entity, uuid, entryId, token);
const restore = (entity: string, uuid: string, entryId: string, version: number, token = admin) =>
  versions().restore(entity, uuid, entryId, version, token);
const latestEntry = (entity: string, uuid: string) => versions().latestEntry(entity, uuid);
const rowOf = (entity: string, uuid: string) => versions().rowOf(entity, uuid);

describe('restoring a version', () => {
  const saveCategory = (input: object) =>
    server.envelope<{ uuid: string; version: number }>(
      'uaa',
      `mutation ($c: TenderCategoryInput!) { createUpdateTenderCategory(tenderCategory: $c) {
        code message data { uuid version } } }`,
      { c: input },
      admin,
    );

  it('brings back every field the form writes, names the entry restored, and reads as a restore', async () => {
    const created = (await saveCategory({ name: 'Restore works', code: 'RST-1' })).data!;
    const firstEntry = await latestEntry('tender_categories', created.uuid);
    const renamed = await saveCategory({
      uuid: created.uuid,
      version: created.version,
      name: 'Renamed by mistake',
      code: 'RST-2',
      nameSw: 'Jina jipya',
    });
    expect(renamed.code).toBe(ResponseCode.SUCCESS);
    const shown = (await versionOf('tender_categories', created.uuid, firstEntry.id)).data!;
    const byField = Object.fromEntries(shown.fields.map((f) => [f.field, f]));
    expect(byField.name).toMatchObject({
      thenValue: 'Restore works',
      nowValue: 'Renamed by mistake',
      changed: true,
    });
    expect(byField.nameSw).toMatchObject({
      thenValue: null,
      nowValue: 'Jina jipya',
      changed: true,
    });
    expect(byField.deleted).toMatchObject({ changed: false, restorable: false });

    const restored = await restore(
      'tender_categories',
      created.uuid,
      firstEntry.id,
      renamed.data!.version,
    );
    expect(restored.code).toBe(ResponseCode.SUCCESS);
    expect(await rowOf('tender_categories', created.uuid)).toMatchObject({
      name: 'Restore works',
      code: 'RST-1',
      name_sw: null,
    });
    const history = await server.envelope<{
      entries: { action: string; restoredFromId: string | null; restoredFromAt: string | null }[];
    }>(
      'uaa',
      `query ($uuid: String!) { getRecordHistory(entity: "tender_categories", uuid: $uuid) {
        code data { entries { action restoredFromId restoredFromAt } } } }`,
      { uuid: created.uuid },
      admin,
    );
    expect(history.data!.entries[0]).toMatchObject({
      action: 'update',
      restoredFromId: firstEntry.id,
    });
    expect(history.data!.entries[0].restoredFromAt).toBeTruthy();
    // A later save of the same person is no restore.
    const later = await saveCategory({
      uuid: created.uuid,
      version: renamed.data!.version + 1,
      name: 'Later',
      code: 'RST-1',
    });
    expect(later.code).toBe(ResponseCode.SUCCESS);
    expect((await latestEntry('tender_categories', created.uuid)).restored_from).toBeNull();
  });

  it('lets one of two restores from the same version through, in parallel', async () => {
    const created = (await saveCategory({ name: 'Twice restored', code: 'RST-3' })).data!;
    const first = await latestEntry('tender_categories', created.uuid);
    const renamed = (
      await saveCategory({
        uuid: created.uuid,
        version: created.version,
        name: 'Twice renamed',
        code: 'RST-3',
      })
    ).data!;
    const answers = await Promise.all([
      restore('tender_categories', created.uuid, first.id, renamed.version),
      restore('tender_categories', created.uuid, first.id, renamed.version),
    ]);
    // One is written; the other is refused whole, as stale or as already the record's values.
    const codes = answers.map((a) => a.code);
    expect(codes.filter((code) => code === ResponseCode.SUCCESS)).toHaveLength(1);
    expect([ResponseCode.STALE_VERSION, ResponseCode.INVALID_INPUT]).toContain(
      codes.find((code) => code !== ResponseCode.SUCCESS),
    );
    expect((await rowOf('tender_categories', created.uuid)).version).toBe(renamed.version + 1);
  });

  it('refuses a caller who may not edit the list, or may not see its history, and changes nothing', async () => {
    const created = (await saveCategory({ name: 'Guarded', code: 'RST-4' })).data!;
    const first = await latestEntry('tender_categories', created.uuid);
    const renamed = (
      await saveCategory({
        uuid: created.uuid,
        version: created.version,
        name: 'Guarded 2',
        code: 'RST-4',
      })
    ).data!;
    // The reader sees the version but may not restore it.
    const seen = await versionOf('tender_categories', created.uuid, first.id, reader);
    expect(seen.data).toMatchObject({ restorable: false });
    expect(
      (await restore('tender_categories', created.uuid, first.id, renamed.version, reader)).code,
    ).toBe(ResponseCode.FORBIDDEN);
    // The institution's editor does not see the shared list's history: no such version for them.
    expect((await versionOf('tender_categories', created.uuid, first.id, outsider)).code).toBe(
      ResponseCode.NOT_FOUND,
    );
    expect(
      (await restore('tender_categories', created.uuid, first.id, renamed.version, outsider)).code,
    ).toBe(ResponseCode.NOT_FOUND);
    // Signed out.
    const signedOut = await server.graphqlRaw(
      'uaa',
      `mutation { restoreRecordVersion(entity: "tender_categories", uuid: "${created.uuid}",
        entryId: "${first.id}", version: ${renamed.version}) { code } }`,
      {},
      'nope',
    );
    expect(signedOut.status).toBe(401);
    expect(await rowOf('tender_categories', created.uuid)).toMatchObject({
      name: 'Guarded 2',
      version: renamed.version,
    });
  });

  it('refuses an entry of another record, a deleted record, and bad input, without SQL or stack', async () => {
    const a = (await saveCategory({ name: 'Record A', code: 'RST-5' })).data!;
    const b = (await saveCategory({ name: 'Record B', code: 'RST-6' })).data!;
    const entryOfA = await latestEntry('tender_categories', a.uuid);
    expect((await versionOf('tender_categories', b.uuid, entryOfA.id)).code).toBe(
      ResponseCode.NOT_FOUND,
    );
    await server.db.execute(
      sql`UPDATE tender_categories SET deleted = true WHERE uuid = ${a.uuid}`,
    );
    const gone = await versionOf('tender_categories', a.uuid, entryOfA.id);
    expect(gone.data).toMatchObject({ deleted: true, restorable: false });
    for (const [entity, uuid, entry] of [
      ['Tender; DROP', b.uuid, entryOfA.id],
      ['tender_categories', 'not-a-uuid', entryOfA.id],
      ['tender_categories', b.uuid, '-1'],
      ['users', b.uuid, entryOfA.id],
    ]) {
      const answer = await versionOf(entity, uuid, entry);
      expect([ResponseCode.INVALID_INPUT, ResponseCode.NOT_FOUND]).toContain(answer.code);
      expect(answer.message).not.toMatch(/SELECT|at .*\.ts/);
    }
  });
});
