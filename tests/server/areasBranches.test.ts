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

type Result<T = unknown> = { code: number; message: string; data: T | null; dataList?: T[] | null };
type Area = {
  id: string;
  uuid: string;
  type: string;
  name: string;
  code: string;
  active: boolean;
  parent: { uuid: string; name: string; type: string } | null;
};
type Branch = {
  id: string;
  uuid: string;
  branchName: string;
  branchCode: string;
  trackingBranchCode: string | null;
  location: string | null;
  administrativeArea: { name: string; type: string } | null;
  institution: { uuid: string; name: string };
  users: { uuid: string; fullName: string }[];
};

const AREA = 'id uuid type name code active parent { uuid name type }';
const BRANCH = `id uuid branchName branchCode trackingBranchCode location active createdBy
  administrativeArea { name type } institution { uuid name } users { uuid fullName }`;
const PASSWORD = 'Branch-Passw0rd!';
const BRANCH_GRANTS = ['uaa.branch.read', 'uaa.branch.write', 'uaa.branch.delete'];

let server: TestServer;
const tokens: Record<string, string> = {};
let health: { id: number; uuid: string };
let works: { id: number; uuid: string };
let staff: Record<'nurse' | 'clerk' | 'engineer', { uuid: string }>;

beforeAll(async () => {
  server = await startTestServer();
  [health, works] = await server.db
    .insert(institutions)
    .values([{ name: 'Ministry of Health' }, { name: 'Ministry of Works' }])
    .returning({ id: institutions.id, uuid: institutions.uuid });
  const people = [
    ['healthAdmin', health.id, BRANCH_GRANTS],
    ['worksAdmin', works.id, BRANCH_GRANTS],
    ['healthClerk', health.id, []],
  ] as const;
  for (const [name, institutionId, grants] of people) {
    const email = `${name.toLowerCase()}@areas.test`;
    await insertStaff(server.db, { email, password: PASSWORD, institutionId, grants: [...grants] });
    tokens[name] = await server.accessToken(email, PASSWORD);
  }
  tokens.admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  staff = {
    nurse: await insertStaff(server.db, {
      email: 'nurse@areas.test',
      password: PASSWORD,
      institutionId: health.id,
      grants: [],
      fullName: 'Neema Nurse',
    }),
    clerk: await insertStaff(server.db, {
      email: 'clerk@areas.test',
      password: PASSWORD,
      institutionId: health.id,
      grants: [],
      fullName: 'Baraka Clerk',
    }),
    engineer: await insertStaff(server.db, {
      email: 'engineer@areas.test',
      password: PASSWORD,
      institutionId: works.id,
      grants: [],
      fullName: 'Eliya Engineer',
    }),
  };
});
afterAll(async () => {
  await server?.stop();
});

async function call<T>(token: string, document: string, variables: Record<string, unknown> = {}) {
  return server.envelope<T>('uaa', document, variables, token) as Promise<Result<T>>;
}

const areasByType = (type: string, token = tokens.healthClerk) =>
  call<Area>(
    token,
    `query ($type: String!) { administrativeAreaByType(type: $type) { code message dataList { ${AREA} } } }`,
    { type },
  );

const pageAreas = (pageableParam: unknown, token = tokens.admin) =>
  call<{
    content: Area[];
    totalElements: number;
    totalPages: number;
    number: number;
    size: number;
  }>(
    token,
    `query ($pageableParam: PageableParamInput) { administrativeAreaAll(pageableParam: $pageableParam) {
       code message data { content { ${AREA} } number size numberOfElements totalElements totalPages } } }`,
    { pageableParam },
  );

const saveArea = (administrativeAreaInput: unknown, token = tokens.admin) =>
  call<Area>(
    token,
    `mutation ($administrativeAreaInput: AdministrativeAreaInput!) {
       createUpdateAdministrativeArea(administrativeAreaInput: $administrativeAreaInput) { code message data { ${AREA} } } }`,
    { administrativeAreaInput },
  );

const toggleArea = (uuid: string, token = tokens.admin) =>
  call<Area>(
    token,
    `mutation ($uuid: String!) { activateDeactivateAdministrativeArea(uuid: $uuid) { code message data { ${AREA} } } }`,
    { uuid },
  );

const deleteArea = (variables: { uuid?: string; id?: string }, token = tokens.admin) =>
  call<Area>(
    token,
    `mutation ($uuid: String, $id: ID) { deleteAdministrativeArea(uuid: $uuid, id: $id) { code message data { ${AREA} } } }`,
    variables,
  );

const totalAreas = async () => (await pageAreas({ page: 0, size: 1 })).data!.totalElements;

const findArea = async (type: string, name: string) => {
  const list = await areasByType(type);
  const area = list.dataList!.find((a) => a.name === name);
  if (!area) throw new Error(`No ${type} ${name}`);
  return area;
};

const saveBranch = (branch: unknown, token = tokens.healthAdmin) =>
  call<Branch>(
    token,
    `mutation ($branch: BranchInput!) { createUpdateBranch(branch: $branch) { code message data { ${BRANCH} } } }`,
    { branch },
  );

const myBranches = (token = tokens.healthAdmin) =>
  call<Branch>(token, `{ getMyInstBranches { code message dataList { ${BRANCH} } } }`);

const branchesById = (institutionId: number | string, token = tokens.admin) =>
  call<Branch>(
    token,
    `query ($institutionId: ID!) { getBranchesByInstitution(institutionId: $institutionId) { code message dataList { ${BRANCH} } } }`,
    { institutionId },
  );

const branchesByUuid = (institutionUuid: string, token = tokens.admin) =>
  call<Branch>(
    token,
    `query ($institutionUuid: String!) { findBranchesByInstitution(institutionUuid: $institutionUuid) { code message dataList { ${BRANCH} } } }`,
    { institutionUuid },
  );

const deleteBranch = (id: string, token = tokens.healthAdmin) =>
  call<Branch>(
    token,
    `mutation ($id: ID!) { deleteBranch(id: $id) { code message data { ${BRANCH} } } }`,
    { id },
  );

describe('administrative areas', () => {
  it("are seeded with Tanzania's 31 regions and their districts, each district under its region", async () => {
    const regions = await areasByType('REGION');
    expect(regions.code).toBe(ResponseCode.SUCCESS);
    expect(regions.dataList).toHaveLength(31);
    const names = regions.dataList!.map((r) => r.name);
    expect(names).toContain('Dar es Salaam');
    expect(names).toContain('Kusini Pemba');
    expect(names.slice(0, 3)).toEqual(['Arusha', 'Dar es Salaam', 'Dodoma']);
    expect(regions.dataList!.every((r) => r.parent === null)).toBe(true);
    expect(regions.dataList!.find((r) => r.name === 'Dar es Salaam')!.code).toBe('DAR-ES-SALAAM');

    const districts = await areasByType('DISTRICT');
    expect(districts.dataList).toHaveLength(194);
    const karatu = districts.dataList!.find((d) => d.name === 'Karatu')!;
    expect(karatu).toMatchObject({
      code: 'ARUSHA.KARATU',
      parent: { name: 'Arusha', type: 'REGION' },
    });
    expect(districts.dataList!.filter((d) => d.parent?.name === 'Dar es Salaam')).toHaveLength(5);
  });

  it('page, sort and filter in the database with exact totals', async () => {
    expect(await totalAreas()).toBe(31 + 194);
    const regions = await pageAreas({
      page: 3,
      size: 10,
      sortBy: 'name',
      sortDirection: 'ASC',
      filters: [{ fieldName: 'type', operation: 'EQ', value1: 'REGION' }],
    });
    expect(regions.data).toMatchObject({ totalElements: 31, totalPages: 4, number: 3, size: 10 });
    expect(regions.data!.content.map((r) => r.name)).toEqual(['Tanga']);
    const pemba = await pageAreas({
      filters: [{ fieldName: 'name', operation: 'LIKE', value1: 'pemba' }],
      sortBy: 'name',
      sortDirection: 'DESC',
    });
    expect(pemba.data!.content.map((r) => r.name)).toEqual(['Kusini Pemba', 'Kaskazini Pemba']);
    const byCode = await pageAreas({
      filters: [{ fieldName: 'code', operation: 'EQ', value1: 'ARUSHA.KARATU' }],
    });
    expect(byCode.data!.content.map((a) => a.parent?.name)).toEqual(['Arusha']);
  });

  it('refuse bad list input (9001)', async () => {
    expect((await areasByType('PROVINCE')).code).toBe(ResponseCode.INVALID_INPUT);
    expect((await pageAreas({ sortBy: 'population' })).code).toBe(ResponseCode.INVALID_INPUT);
    expect(
      (await pageAreas({ filters: [{ fieldName: 'parentId', operation: 'EQ', value1: '1' }] }))
        .code,
    ).toBe(ResponseCode.INVALID_INPUT);
    expect((await pageAreas({ size: 100000 })).code).toBe(ResponseCode.INVALID_INPUT);
  });

  it('are read by any signed-in user; only with the permission are they changed', async () => {
    const karatu = await findArea('DISTRICT', 'Karatu');
    const before = await totalAreas();
    const refused = await saveArea(
      { name: 'Mbulumbulu', code: 'KARATU.MBULUMBULU', type: 'WARD', parentUuid: karatu.uuid },
      tokens.healthAdmin,
    );
    expect(refused.code).toBe(ResponseCode.FORBIDDEN);
    expect((await toggleArea(karatu.uuid, tokens.healthAdmin)).code).toBe(ResponseCode.FORBIDDEN);
    expect((await deleteArea({ uuid: karatu.uuid }, tokens.healthAdmin)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    const anonymous = await server.graphql<{ administrativeAreaByType: Result }>(
      'uaa',
      '{ administrativeAreaByType(type: "REGION") { code } }',
    );
    expect(anonymous.data!.administrativeAreaByType.code).toBe(ResponseCode.UNAUTHENTICATED);
    expect(await totalAreas()).toBe(before);
    expect((await findArea('DISTRICT', 'Karatu')).active).toBe(true);
  });

  it('are created under a parent one level up, edited, and refused bad input without change', async () => {
    const karatu = await findArea('DISTRICT', 'Karatu');
    const arusha = await findArea('REGION', 'Arusha');
    const before = await totalAreas();
    const bad = [
      { name: 'Mbulumbulu', code: 'KARATU.MBULUMBULU', type: 'WARD' },
      { name: 'Mbulumbulu', code: 'KARATU.MBULUMBULU', type: 'WARD', parentUuid: arusha.uuid },
      { name: 'Mbulumbulu', code: 'KARATU.MBULUMBULU', type: 'PROVINCE', parentUuid: karatu.uuid },
      { name: 'Zanzibar', code: 'ZNZ', type: 'REGION', parentUuid: arusha.uuid },
      { name: 'M', code: 'KARATU.MBULUMBULU', type: 'WARD', parentUuid: karatu.uuid },
      { name: 'Mbulumbulu', code: 'KARATU MBULUMBULU', type: 'WARD', parentUuid: karatu.uuid },
      { name: 'Mbulumbulu', code: 'KARATU.MBULUMBULU', type: 'WARD', parentUuid: 'not-a-uuid' },
    ];
    for (const input of bad) {
      expect((await saveArea(input)).code, JSON.stringify(input)).toBe(ResponseCode.INVALID_INPUT);
    }
    expect(await totalAreas()).toBe(before);

    const created = await saveArea({
      name: 'Mbulumbulu',
      code: 'karatu.mbulumbulu',
      type: 'WARD',
      parentUuid: karatu.uuid,
    });
    expect(created).toMatchObject({
      code: ResponseCode.SUCCESS,
      message: 'Created Successfully',
      data: { name: 'Mbulumbulu', code: 'KARATU.MBULUMBULU', type: 'WARD', active: true },
    });
    expect(created.data!.parent).toMatchObject({ uuid: karatu.uuid, name: 'Karatu' });
    expect(await totalAreas()).toBe(before + 1);

    const duplicate = await saveArea({
      name: 'Another',
      code: 'KARATU.MBULUMBULU',
      type: 'WARD',
      parentUuid: karatu.uuid,
    });
    expect(duplicate.code).toBe(ResponseCode.DUPLICATE);

    const edited = await saveArea({
      uuid: created.data!.uuid,
      name: 'Mbulumbulu Ward',
      code: 'KARATU.MBULUMBULU',
      type: 'WARD',
      parentUuid: karatu.uuid,
    });
    expect(edited).toMatchObject({
      message: 'Edited Successfully',
      data: { name: 'Mbulumbulu Ward' },
    });

    const retyped = await saveArea({
      uuid: arusha.uuid,
      name: 'Arusha',
      code: 'ARUSHA',
      type: 'DISTRICT',
      parentUuid: karatu.uuid,
    });
    expect(retyped.code).toBe(ResponseCode.INVALID_INPUT);
    expect((await findArea('REGION', 'Arusha')).type).toBe('REGION');
  });

  it('are activated and deactivated; inactive ones leave the pickers', async () => {
    const ward = await findArea('WARD', 'Mbulumbulu Ward');
    const off = await toggleArea(ward.uuid);
    expect(off).toMatchObject({ message: 'Deactivated Successfully', data: { active: false } });
    expect((await areasByType('WARD')).dataList!.map((w) => w.name)).not.toContain(
      'Mbulumbulu Ward',
    );
    const inactive = await pageAreas({
      filters: [{ fieldName: 'active', operation: 'EQ', value1: 'false' }],
    });
    expect(inactive.data!.content.map((a) => a.uuid)).toEqual([ward.uuid]);
    expect(inactive.data!.totalElements).toBe(1);
    const on = await toggleArea(ward.uuid);
    expect(on).toMatchObject({ message: 'Activated Successfully', data: { active: true } });
    expect((await toggleArea('nope')).code).toBe(ResponseCode.INVALID_INPUT);
    expect((await toggleArea('00000000-0000-4000-8000-000000000000')).code).toBe(
      ResponseCode.NOT_FOUND,
    );
  });
});

describe('branches', () => {
  let arushaBranch: Branch;

  it('are created in the administrator’s own institution with an area and staff', async () => {
    const karatu = await findArea('DISTRICT', 'Karatu');
    const created = await saveBranch({
      branchName: 'Karatu Office',
      branchCode: 'KRT-01',
      trackingBranchCode: 'GEPG-778',
      location: 'Karatu town, near the district hospital',
      administrativeAreaUuid: karatu.uuid,
      userUuids: [staff.nurse.uuid],
    });
    expect(created).toMatchObject({
      code: ResponseCode.SUCCESS,
      message: 'Created Successfully',
      data: {
        branchName: 'Karatu Office',
        branchCode: 'KRT-01',
        trackingBranchCode: 'GEPG-778',
        administrativeArea: { name: 'Karatu', type: 'DISTRICT' },
        institution: { uuid: health.uuid, name: 'Ministry of Health' },
        users: [{ uuid: staff.nurse.uuid, fullName: 'Neema Nurse' }],
      },
    });
    arushaBranch = created.data!;
    expect(Number(arushaBranch.id)).toBeGreaterThan(0);
  });

  it('refuse bad input and another institution’s staff, changing nothing', async () => {
    const bad = [
      { branchName: '', branchCode: 'X-1' },
      { branchName: 'Dodoma Office', branchCode: '' },
      { branchName: 'Dodoma Office', branchCode: 'D 1' },
      {
        branchName: 'Dodoma Office',
        branchCode: 'D-1',
        administrativeAreaUuid: '00000000-0000-4000-8000-000000000000',
      },
      { branchName: 'Dodoma Office', branchCode: 'D-1', userUuids: [staff.engineer.uuid] },
      { branchName: 'Dodoma Office', branchCode: 'D-1', userUuids: ['nope'] },
    ];
    for (const input of bad) {
      expect((await saveBranch(input)).code, JSON.stringify(input)).toBe(
        ResponseCode.INVALID_INPUT,
      );
    }
    expect((await saveBranch({ branchName: 'Karatu Again', branchCode: 'krt-01' })).code).toBe(
      ResponseCode.DUPLICATE,
    );
    expect((await myBranches()).dataList!.map((b) => b.branchName)).toEqual(['Karatu Office']);
  });

  it('are created in another institution only by platform administrators', async () => {
    const refused = await saveBranch({
      branchName: 'Works Dodoma',
      branchCode: 'WD-1',
      institutionUuid: works.uuid,
    });
    expect(refused.code).toBe(ResponseCode.FORBIDDEN);
    const byAdmin = await saveBranch(
      {
        branchName: 'Works Dodoma',
        branchCode: 'WD-1',
        institutionUuid: works.uuid,
        userUuids: [staff.engineer.uuid],
      },
      tokens.admin,
    );
    expect(byAdmin).toMatchObject({
      message: 'Created Successfully',
      data: { institution: { name: 'Ministry of Works' }, users: [{ fullName: 'Eliya Engineer' }] },
    });
    expect((await myBranches(tokens.worksAdmin)).dataList!.map((b) => b.branchName)).toEqual([
      'Works Dodoma',
    ]);
  });

  it('are listed by institution id or uuid within scope', async () => {
    expect((await myBranches()).dataList!.map((b) => b.branchCode)).toEqual(['KRT-01']);
    expect((await branchesById(works.id)).dataList!.map((b) => b.branchCode)).toEqual(['WD-1']);
    expect((await branchesByUuid(health.uuid)).dataList!.map((b) => b.branchCode)).toEqual([
      'KRT-01',
    ]);
    expect((await branchesById(health.id, tokens.healthAdmin)).dataList).toHaveLength(1);
    expect((await branchesById(works.id, tokens.healthAdmin)).code).toBe(ResponseCode.FORBIDDEN);
    expect((await branchesByUuid(works.uuid, tokens.healthAdmin)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    expect((await branchesById('abc')).code).toBe(ResponseCode.INVALID_INPUT);
    expect((await branchesById(999999)).code).toBe(ResponseCode.NOT_FOUND);
    expect((await branchesByUuid('not-a-uuid')).code).toBe(ResponseCode.INVALID_INPUT);
    expect((await myBranches(tokens.healthClerk)).code).toBe(ResponseCode.FORBIDDEN);
  });

  it('are edited with new staff by their own institution only', async () => {
    const edit = {
      uuid: arushaBranch.uuid,
      branchName: 'Karatu District Office',
      branchCode: 'KRT-01',
      userUuids: [staff.clerk.uuid, staff.nurse.uuid],
    };
    expect((await saveBranch(edit, tokens.worksAdmin)).code).toBe(ResponseCode.FORBIDDEN);
    const edited = await saveBranch(edit);
    expect(edited).toMatchObject({
      message: 'Edited Successfully',
      data: {
        branchName: 'Karatu District Office',
        administrativeArea: null,
        trackingBranchCode: null,
      },
    });
    expect(edited.data!.users.map((u) => u.fullName)).toEqual(['Baraka Clerk', 'Neema Nurse']);
    const moved = await saveBranch(
      {
        uuid: arushaBranch.uuid,
        branchName: 'Karatu District Office',
        branchCode: 'KRT-01',
        institutionUuid: works.uuid,
      },
      tokens.admin,
    );
    expect(moved.code).toBe(ResponseCode.INVALID_INPUT);
  });

  it('refuse deleting an area a branch uses (9007), then are deleted by id', async () => {
    const karatu = await findArea('DISTRICT', 'Karatu');
    const ward = await findArea('WARD', 'Mbulumbulu Ward');
    expect((await deleteArea({ uuid: karatu.uuid })).code).toBe(ResponseCode.IN_USE);
    const arusha = await findArea('REGION', 'Arusha');
    const inUse = await deleteArea({ id: arusha.id });
    expect(inUse.code).toBe(ResponseCode.IN_USE);
    expect(inUse.message).toContain('Arusha cannot be deleted');
    const branchPlaced = await saveBranch({
      branchName: 'Mbulumbulu Post',
      branchCode: 'MBL-1',
      administrativeAreaUuid: ward.uuid,
    });
    const wardInUse = await deleteArea({ uuid: ward.uuid, id: ward.id });
    expect(wardInUse).toMatchObject({ code: ResponseCode.IN_USE });
    expect(wardInUse.message).toContain('1 branch(es)');

    expect((await deleteBranch(branchPlaced.data!.id, tokens.worksAdmin)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    expect((await deleteBranch(branchPlaced.data!.id, tokens.healthClerk)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    expect(await deleteBranch('x1')).toMatchObject({ code: ResponseCode.INVALID_INPUT });
    const deleted = await deleteBranch(branchPlaced.data!.id);
    expect(deleted).toMatchObject({ code: ResponseCode.SUCCESS, message: 'Deleted Successfully' });
    expect((await deleteBranch(branchPlaced.data!.id)).code).toBe(ResponseCode.NOT_FOUND);

    expect((await deleteArea({})).code).toBe(ResponseCode.INVALID_INPUT);
    expect((await deleteArea({ uuid: ward.uuid, id: karatu.id })).code).toBe(
      ResponseCode.INVALID_INPUT,
    );
    const before = await totalAreas();
    const wardDeleted = await deleteArea({ id: ward.id });
    expect(wardDeleted).toMatchObject({
      message: 'Deleted Successfully',
      data: { name: 'Mbulumbulu Ward' },
    });
    expect(await totalAreas()).toBe(before - 1);
    expect((await deleteArea({ uuid: ward.uuid })).code).toBe(ResponseCode.NOT_FOUND);
  });
});
