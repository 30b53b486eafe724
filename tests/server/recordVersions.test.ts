import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { operationTable } from '../../src/composition/operationTable';
import type { OperationMapping } from '../../providers/operations/types';
import { editable, resourceDriver, type Acting } from './support/resourceDriver';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

/**
 * No lost update (issue #23, decision 103), for every kind of record an administrator edits: each
 * resource of the browser's operation table is driven as its edit screen drives it (the same
 * documents and variables), from one version read by two administrators at once. Exactly one save
 * wins, the other is refused with 9012 and the record as it is now, the row holds the winner's values,
 * and a delete based on the old version is refused and changes nothing.
 */

let server: TestServer;
let driver: ReturnType<typeof resourceDriver>;
let acting: Acting;

beforeAll(async () => {
  server = await startTestServer();
  driver = resourceDriver(server, await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD));
  await driver.arrangeInstitutionRecords();
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

const send = (mapping: OperationMapping<never>, params: unknown) => driver.send(mapping, params);
const read = (resource: string, id: string) => driver.read(resource, id);

/**
 * Resources with an update verb whose saves do not check a version (listed, so a new one is not
 * missed): a tenderer's own registration rows (one owner edits them); tenderers, which have no edit
 * form (their update verb is activation, which sets only `active`; their delete sends the version);
 * the global settings, not wired yet.
 */
const notYetVersioned = new Set([
  'global-settings',
  'tenderers',
  'litigation-records',
  'personnel-informations',
  'personnel-work-experiences',
  'tenderer-financial-resources',
  'tenderer-financial-statements',
  'tenderer-work-experiences',
  'work-equipments',
]);

/** The resources whose edit screens save a version (those with no read of one edit a listed row). */
const versioned = Object.entries(operationTable).filter(
  ([resource, verbs]) => verbs.getList && verbs.update && !notYetVersioned.has(resource),
);

describe('two administrators save the same record from one version', () => {
  it.each(versioned.map(([resource]) => [resource]))('%s', async (resource) => {
    acting = driver.actAs(resource);
    const { update, delete: remove } = operationTable[resource];
    const first = await driver.recordOf(resource);
    expect(first, `${resource}: the seeded database has a row to edit`).toBeDefined();
    const base = await read(resource, first!.id);
    expect(base.version, `${resource}: the record answers its version`).toEqual(expect.any(Number));

    const probe = (update as OperationMapping<never>).variables({
      id: base.id,
      data: base,
      previousData: base,
    } as never);
    const input = Object.values(probe).find((value) => value && typeof value === 'object') ?? probe;
    const field = editable.find((key) => key in (input as object));
    expect(field, `${resource}: a text field to change`).toBeDefined();
    const edited = (who: string) => ({
      id: base.id,
      data: { ...base, [field!]: `${String(base[field!] ?? '').slice(0, 40)} ${who}`.trim() },
      previousData: base,
    });

    const answers = await Promise.all([
      send(update as never, edited('by A')),
      send(update as never, edited('by B')),
    ]);
    const codes = answers.map((answer) => answer.code).sort();
    expect(codes, answers.map((a) => a.message).join(' / ')).toEqual([
      ResponseCode.SUCCESS,
      ResponseCode.STALE_VERSION,
    ]);
    const winner = answers.find((answer) => answer.code === ResponseCode.SUCCESS)!.data!;
    const loser = answers.find((answer) => answer.code === ResponseCode.STALE_VERSION)!;
    // The refusal answers the record as it is now: the winner's values, who saved them, the version.
    expect(loser.data).toMatchObject({ [field!]: winner[field!], version: base.version! + 1 });
    expect(loser.data!.updatedBy).toBe(acting.email);

    const now = await read(resource, base.id);
    expect(now[field!]).toBe(winner[field!]);
    expect(now.version).toBe(base.version! + 1);

    if (remove) {
      const stale = await send(remove as never, { id: base.id, previousData: base });
      expect(stale.code).toBe(ResponseCode.STALE_VERSION);
      expect(await read(resource, base.id)).toMatchObject({ version: now.version, id: base.id });
    }
  });
});
