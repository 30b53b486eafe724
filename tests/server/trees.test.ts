import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { institutions } from '../../server/db/schema/identity';
import { insertStaff } from '../support/staff';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

/** The trees of issue 39 item 2: children with counts, search with paths, moves as checked saves. */

type Result<T> = { code: number; message: string; data: T | null; dataList?: T[] | null };
type Node = Record<'uuid' | 'name' | 'kind', string> & {
  parentUuid: string | null;
  childCount: number;
  version: number;
};
type Tree = 'AREAS' | 'INSTITUTIONS' | 'CATEGORIES';

const NODE = 'uuid name code kind parentUuid childCount active version';
const PASSWORD = 'Trees-Passw0rd!';

let server: TestServer;
const tokens: Record<string, string> = {};
type Ref = { id: number; uuid: string };
let health: Ref, works: Ref, clinic: Ref;

beforeAll(async () => {
  server = await startTestServer();
  [health, works] = await server.db
    .insert(institutions)
    .values([{ name: 'Tree Ministry of Health' }, { name: 'Tree Ministry of Works' }])
    .returning({ id: institutions.id, uuid: institutions.uuid });
  [clinic] = await server.db
    .insert(institutions)
    .values({ name: 'Tree Referral Clinic', isLowerLevel: true, parentId: health.id })
    .returning({ id: institutions.id, uuid: institutions.uuid });
  const people = [
    ['reader', health.id, ['uaa.institution.read']],
    ['healthAdmin', health.id, ['uaa.institution.read', 'uaa.institution.write']],
    ['areaWriter', works.id, ['uaa.administrativeArea.write']],
  ] as const;
  for (const [name, institutionId, grants] of people) {
    const email = `${name.toLowerCase()}@trees.test`;
    await insertStaff(server.db, { email, password: PASSWORD, institutionId, grants: [...grants] });
    tokens[name] = await server.accessToken(email, PASSWORD);
  }
  tokens.admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  // The first server of a run seeds its database: slow on a busy machine.
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

const call = <T>(token: string | undefined, document: string, variables: object) =>
  server.envelope<T>('uaa', document, variables as Record<string, unknown>, token) as Promise<
    Result<T>
  >;

const children = (tree: Tree, parentUuid?: string, token = tokens.admin, paging = {}) =>
  call<{ nodes: Node[]; total: number }>(
    token,
    `query ($tree: TreeName!, $parentUuid: String, $offset: Int, $limit: Int) {
       treeChildren(tree: $tree, parentUuid: $parentUuid, offset: $offset, limit: $limit) {
         code message data { total nodes { ${NODE} } } } }`,
    { tree, parentUuid, ...paging },
  );

const search = (tree: Tree, text: string, token = tokens.admin) =>
  call<{ node: Node; path: string[] }>(
    token,
    `query ($tree: TreeName!, $text: String!) {
       treeSearch(tree: $tree, text: $text) { code message dataList { path node { ${NODE} } } } }`,
    { tree, text },
  );

const move = (
  tree: Tree,
  uuid: string,
  parentUuid: string,
  version: number,
  token = tokens.admin,
) =>
  call<Node>(
    token,
    `mutation ($tree: TreeName!, $uuid: String!, $parentUuid: String!, $version: Int!) {
       moveTreeNode(tree: $tree, uuid: $uuid, parentUuid: $parentUuid, version: $version) {
         code message data { ${NODE} } } }`,
    { tree, uuid, parentUuid, version },
  );

const saveArea = async (input: object) => {
  const result = await call<Node>(
    tokens.admin,
    `mutation ($input: AdministrativeAreaInput!) {
       createUpdateAdministrativeArea(administrativeAreaInput: $input) { code message data { uuid name version } } }`,
    { input },
  );
  expect(result.code, result.message).toBe(ResponseCode.SUCCESS);
  return result.data!;
};

/** The node with this name among a parent's children (all of them: districts are at most 100). */
const childNamed = async (tree: Tree, parentUuid: string | undefined, name: string) => {
  const page = await children(tree, parentUuid, tokens.admin, { limit: 100 });
  const node = page.data!.nodes.find((n) => n.name === name);
  if (!node) throw new Error(`No ${name} under ${parentUuid}`);
  return node;
};

describe('the administrative areas tree', () => {
  let region: Node, district: Node, otherDistrict: Node;
  let ward: { uuid: string; version: number }, village: { uuid: string };

  beforeAll(async () => {
    region = await childNamed('AREAS', undefined, 'Arusha');
    district = await childNamed('AREAS', region.uuid, 'Arusha City');
    otherDistrict = await childNamed('AREAS', region.uuid, 'Meru');
    const area = (name: string, code: string, type: string, parentUuid: string) =>
      saveArea({ name, code, type, parentUuid });
    ward = await area('Kaloleni Tree', 'TREE-W1', 'WARD', district.uuid);
    village = await area('Mtaa wa Mti', 'TREE-V1', 'VILLAGE', ward.uuid);
  });

  it('answers the regions first, by name, each with its number of districts, paged', async () => {
    const all = await children('AREAS', undefined, tokens.admin, { limit: 100 });
    expect(all.data!.total).toBe(31);
    const names = all.data!.nodes.map((n) => n.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(all.data!.nodes.every((n) => n.kind === 'REGION' && n.childCount > 0)).toBe(true);
    const second = await children('AREAS', undefined, tokens.admin, { offset: 1, limit: 2 });
    expect(second.data!.nodes.map((n) => n.name)).toEqual(names.slice(1, 3));
  });

  it("counts a district's wards and a ward's villages", async () => {
    const wardNode = await childNamed('AREAS', district.uuid, 'Kaloleni Tree');
    expect(wardNode).toMatchObject({ kind: 'WARD', childCount: 1, parentUuid: district.uuid });
    const villages = await children('AREAS', ward.uuid);
    expect(villages.data).toMatchObject({
      total: 1,
      nodes: [{ uuid: village.uuid, childCount: 0 }],
    });
  });

  it('finds a village with the path from its region down', async () => {
    const found = await search('AREAS', 'mtaa wa');
    expect(found.dataList).toEqual([
      expect.objectContaining({ path: [region.uuid, district.uuid, ward.uuid] }),
    ]);
    expect(found.dataList![0].node.uuid).toBe(village.uuid);
    // LIKE's wildcards are plain characters in a search.
    expect((await search('AREAS', '%%')).dataList).toEqual([]);
  });

  it('moves a ward to another district: versioned, counted and in the history', async () => {
    const before = await childNamed('AREAS', region.uuid, 'Meru');
    const moved = await move('AREAS', ward.uuid, otherDistrict.uuid, ward.version);
    expect(moved.code, moved.message).toBe(ResponseCode.SUCCESS);
    expect(moved.data).toMatchObject({ parentUuid: otherDistrict.uuid, version: ward.version + 1 });
    const after = await childNamed('AREAS', region.uuid, 'Meru');
    expect(after.childCount).toBe(before.childCount + 1);
    const history = await call<{ entries: { action: string; changes: { field: string }[] }[] }>(
      tokens.admin,
      `query ($uuid: String!) { getRecordHistory(entity: "administrative_areas", uuid: $uuid) {
         code data { entries { action changes { field } } } } }`,
      { uuid: ward.uuid },
    );
    expect(history.data!.entries[0].changes.map((c) => c.field)).toContain('parentId');
    ward = moved.data!;
  });

  it('refuses a move based on an old version, changing nothing (9012 with the area as it is)', async () => {
    const stale = await move('AREAS', ward.uuid, district.uuid, ward.version - 1);
    expect(stale.code, stale.message).toBe(ResponseCode.STALE_VERSION);
    expect(stale.data).toMatchObject({ uuid: ward.uuid, parentUuid: otherDistrict.uuid });
  });

  it('lets only one of two moves from the same version through', async () => {
    const [a, b] = await Promise.all([
      move('AREAS', ward.uuid, district.uuid, ward.version),
      move('AREAS', ward.uuid, district.uuid, ward.version),
    ]);
    expect([a.code, b.code].sort(), `${a.message} ${b.message}`).toEqual(
      [ResponseCode.SUCCESS, ResponseCode.STALE_VERSION].sort(),
    );
    ward = (a.data?.version === ward.version + 1 ? a.data : b.data)!;
  });

  it('refuses loops: under itself, under its own village, a district under its own ward', async () => {
    for (const [uuid, parentUuid, version] of [
      [ward.uuid, ward.uuid, ward.version],
      [ward.uuid, village.uuid, ward.version],
      [district.uuid, ward.uuid, district.version],
    ] as const) {
      const refused = await move('AREAS', uuid, parentUuid, version);
      expect(refused.code).toBe(ResponseCode.INVALID_INPUT);
      expect(refused.message).toMatch(/cannot move under itself/);
    }
    expect((await childNamed('AREAS', region.uuid, 'Arusha City')).parentUuid).toBe(region.uuid);
  });

  it('keeps levels: a ward never under a region, a region never under anything', async () => {
    expect((await move('AREAS', ward.uuid, region.uuid, ward.version)).message).toBe(
      'The parent of a WARD must be a DISTRICT',
    );
    const other = await childNamed('AREAS', undefined, 'Dodoma');
    expect((await move('AREAS', region.uuid, other.uuid, region.version)).message).toBe(
      'A REGION has no parent area',
    );
  });

  it('needs the write permission to move and a session to read', async () => {
    expect(
      (await move('AREAS', ward.uuid, otherDistrict.uuid, ward.version, tokens.reader)).code,
    ).toBe(ResponseCode.FORBIDDEN);
    const signedOut = await call(undefined, '{ treeChildren(tree: AREAS) { code message } }', {});
    expect(signedOut.code).toBe(ResponseCode.UNAUTHENTICATED);
    const writer = await move(
      'AREAS',
      ward.uuid,
      otherDistrict.uuid,
      ward.version,
      tokens.areaWriter,
    );
    expect(writer.code, writer.message).toBe(ResponseCode.SUCCESS);
  });

  it('refuses bad input with a clear reason', async () => {
    const bad = [
      await children('AREAS', undefined, tokens.admin, { limit: 101 }),
      await children('AREAS', undefined, tokens.admin, { offset: -1 }),
      await children('AREAS', 'not-a-uuid'),
      await search('AREAS', 'x'),
      await search('AREAS', 'x'.repeat(101)),
      await move('AREAS', ward.uuid, otherDistrict.uuid, 0),
    ];
    expect(bad.map((r) => r.code)).toEqual(bad.map(() => ResponseCode.INVALID_INPUT));
    expect((await children('AREAS', crypto.randomUUID())).code).toBe(ResponseCode.NOT_FOUND);
  });
});

describe('the institutions tree', () => {
  it('shows a platform administrator every main institution, a staff member only their own', async () => {
    const mains = await search('INSTITUTIONS', 'Tree Ministry');
    expect(mains.dataList!.map((m) => m.node.name)).toEqual([
      'Tree Ministry of Health',
      'Tree Ministry of Works',
    ]);
    const own = await children('INSTITUTIONS', undefined, tokens.reader);
    expect(own.data!.nodes).toEqual([
      expect.objectContaining({ uuid: health.uuid, kind: 'INSTITUTION', childCount: 1 }),
    ]);
    const under = await children('INSTITUTIONS', health.uuid, tokens.reader);
    expect(under.data!.nodes).toEqual([
      expect.objectContaining({ uuid: clinic.uuid, kind: 'LOWER_LEVEL', parentUuid: health.uuid }),
    ]);
    // Another institution is not found, as if it did not exist.
    expect((await children('INSTITUTIONS', works.uuid, tokens.reader)).code).toBe(
      ResponseCode.NOT_FOUND,
    );
    expect(
      (await search('INSTITUTIONS', 'Tree Ministry of Works', tokens.reader)).dataList,
    ).toEqual([]);
  });

  it('leaves a parent to platform administrators, as the institution form does', async () => {
    const [clinicNode] = (await children('INSTITUTIONS', health.uuid)).data!.nodes;
    const byOwnAdmin = await move(
      'INSTITUTIONS',
      clinic.uuid,
      works.uuid,
      clinicNode.version,
      tokens.healthAdmin,
    );
    // Works is outside their scope: not found before any rule is weighed.
    expect(byOwnAdmin.code).toBe(ResponseCode.NOT_FOUND);
    const toOwn = await move(
      'INSTITUTIONS',
      clinic.uuid,
      health.uuid,
      clinicNode.version,
      tokens.healthAdmin,
    );
    expect(toOwn.code).toBe(ResponseCode.INVALID_INPUT);
    expect(
      (await move('INSTITUTIONS', clinic.uuid, works.uuid, clinicNode.version, tokens.reader)).code,
    ).toBe(ResponseCode.FORBIDDEN);
    const moved = await move('INSTITUTIONS', clinic.uuid, works.uuid, clinicNode.version);
    expect(moved.code, moved.message).toBe(ResponseCode.SUCCESS);
    expect((await children('INSTITUTIONS', works.uuid)).data!.nodes.map((n) => n.uuid)).toEqual([
      clinic.uuid,
    ]);
  });

  it('refuses a main institution under another and anything under a lower-level one', async () => {
    const [worksNode] = (await search('INSTITUTIONS', 'Tree Ministry of Works')).dataList!;
    const [clinicMatch] = (await search('INSTITUTIONS', 'Tree Referral Clinic')).dataList!;
    expect(clinicMatch.path).toEqual([works.uuid]);
    const mainUnder = await move('INSTITUTIONS', works.uuid, health.uuid, worksNode.node.version);
    expect(mainUnder.message).toBe('Only a lower-level institution moves under another one');
    const loop = await move('INSTITUTIONS', works.uuid, clinic.uuid, worksNode.node.version);
    expect(loop.message).toMatch(/cannot move under itself/);
  });
});

describe('the tender categories tree', () => {
  it('moves a sub-category to another category; refuses a duplicate name, a loop, a third level', async () => {
    const categories = (await children('CATEGORIES')).data!.nodes;
    const works = categories.find((c) => c.name === 'Works')!;
    const goods = categories.find((c) => c.name === 'Goods')!;
    expect(works.childCount).toBeGreaterThan(0);
    const [sub] = (await children('CATEGORIES', works.uuid)).data!.nodes;
    const found = await search('CATEGORIES', sub.name);
    expect(found.dataList).toContainEqual(expect.objectContaining({ path: [works.uuid] }));

    const moved = await move('CATEGORIES', sub.uuid, goods.uuid, sub.version);
    expect(moved.code, moved.message).toBe(ResponseCode.SUCCESS);
    expect(moved.data).toMatchObject({ parentUuid: goods.uuid, kind: 'SUB_CATEGORY' });
    expect((await childNamed('CATEGORIES', undefined, goods.name)).childCount).toBe(
      goods.childCount + 1,
    );

    expect((await move('CATEGORIES', sub.uuid, works.uuid, sub.version)).code).toBe(
      ResponseCode.STALE_VERSION,
    );
    expect((await move('CATEGORIES', goods.uuid, sub.uuid, goods.version)).message).toMatch(
      /cannot move under itself/,
    );
    expect((await move('CATEGORIES', goods.uuid, works.uuid, goods.version)).message).toBe(
      'A tender category has no parent',
    );
    // A new sub-category of Works named as the one now in Goods cannot follow it there.
    const twin = await call<Node>(
      tokens.admin,
      `mutation ($input: TenderSubCategoryInput!) { createUpdateTenderSubCategory(tenderSubCategory: $input) {
         code message data { uuid version } } }`,
      { input: { name: sub.name, tenderCategoryUuid: works.uuid } },
    );
    expect(twin.code, twin.message).toBe(ResponseCode.SUCCESS);
    const clash = await move('CATEGORIES', twin.data!.uuid, goods.uuid, twin.data!.version);
    expect(clash.code).toBe(ResponseCode.DUPLICATE);
    expect(
      (await move('CATEGORIES', sub.uuid, works.uuid, moved.data!.version, tokens.reader)).code,
    ).toBe(ResponseCode.FORBIDDEN);
  });
});
