import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { institutions, users } from '../../server/db/schema/identity';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

type Result<T = unknown> = { code: number; message: string; data: T | null; dataList?: T[] | null };
type Department = {
  id: string;
  uuid: string;
  name: string;
  code: string;
  isDefault: boolean;
  institutionName: string;
  numberOfUsers: number;
  headOfDepartment: { uuid: string; fullName: string } | null;
};
type Designation = { id: string; uuid: string; name: string; institutionName: string };
type Page<T> = {
  content: T[];
  number: number;
  numberOfElements: number;
  size: number;
  totalElements: number;
  totalPages: number;
};

const DEPARTMENT =
  'id uuid name code isDefault institutionName numberOfUsers headOfDepartment { uuid fullName }';
const DESIGNATION = 'id uuid name institutionName';
const PAGE = 'number numberOfElements size totalElements totalPages';

const people = {
  adminA: {
    email: 'admin@water.test',
    password: 'Admin-A-Passw0rd!',
    role: 'INSTITUTION_ADMINISTRATOR',
  },
  adminB: {
    email: 'admin@roads.test',
    password: 'Admin-B-Passw0rd!',
    role: 'INSTITUTION_ADMINISTRATOR',
  },
  officerA: {
    email: 'officer@water.test',
    password: 'Officer-Passw0rd!',
    role: 'PROCUREMENT_OFFICER',
  },
  amina: { email: 'amina@water.test', password: 'Amina-Passw0rd!1', role: 'PROCUREMENT_OFFICER' },
  baraka: { email: 'baraka@water.test', password: 'Baraka-Passw0rd!', role: 'PROCUREMENT_OFFICER' },
  chausiku: {
    email: 'chausiku@water.test',
    password: 'Chausiku-Passw0rd!',
    role: 'PROCUREMENT_OFFICER',
  },
  roadsStaff: {
    email: 'staff@roads.test',
    password: 'Staff-Passw0rd!1',
    role: 'PROCUREMENT_OFFICER',
  },
} as const;
type Person = keyof typeof people;

let server: TestServer;
const tokens = {} as Record<Person | 'platform', string>;
const userIds = {} as Record<Person, string>;
let water: { id: number; uuid: string };
let roads: { id: number; uuid: string };
let district: { id: number; uuid: string };

beforeAll(async () => {
  server = await startTestServer();
  [water, roads] = await server.db
    .insert(institutions)
    .values([{ name: 'Ministry of Water' }, { name: 'Tanzania Roads Agency' }])
    .returning();
  [district] = await server.db
    .insert(institutions)
    .values({ name: 'Water Office, Dodoma', isLowerLevel: true, parentId: water.id })
    .returning();
  const fullNames: Partial<Record<Person, string>> = {
    amina: 'Amina Juma',
    baraka: 'Baraka Mushi',
    chausiku: 'Chausiku Said',
  };
  for (const [key, person] of Object.entries(people) as [Person, (typeof people)[Person]][]) {
    await server.createUser(person);
    const [row] = await server.db
      .update(users)
      .set({
        institutionId: key === 'adminB' || key === 'roadsStaff' ? roads.id : water.id,
        fullName: fullNames[key] ?? `Test ${key}`,
      })
      .where(eq(users.email, person.email))
      .returning({ id: users.id });
    userIds[key] = String(row.id);
    tokens[key] = await server.accessToken(person.email, person.password);
  }
  tokens.platform = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(async () => {
  await server?.stop();
});

async function call<T>(
  operation: string,
  signature: string,
  fields: string,
  variables: Record<string, unknown>,
  token: string,
  kind: 'query' | 'mutation' = 'query',
): Promise<Result<T>> {
  const args = Object.keys(variables)
    .map((name) => `${name}: $${name}`)
    .join(', ');
  const document = `${kind} ${signature ? `(${signature})` : ''} { ${operation}${args ? `(${args})` : ''} { code message data { ${fields} } } }`;
  return server.envelope<T>('uaa', document, variables, token) as Promise<Result<T>>;
}

async function callList<T>(
  operation: string,
  signature: string,
  fields: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<Result<T>> {
  const args = Object.keys(variables)
    .map((name) => `${name}: $${name}`)
    .join(', ');
  const document = `query ${signature ? `(${signature})` : ''} { ${operation}${args ? `(${args})` : ''} { code message dataList { ${fields} } } }`;
  const response = await server.graphql<Record<string, Result<T>>>(
    'uaa',
    document,
    variables,
    token,
  );
  expect(response.errors).toBeUndefined();
  return response.data![operation];
}

const addNewDepartment = (department: Record<string, unknown>, token = tokens.adminA) =>
  call<Department>(
    'addNewDepartment',
    '$department: DepartmentInput!',
    DEPARTMENT,
    { department },
    token,
    'mutation',
  );

const members = (
  operation: 'addUsersToDepartment' | 'removeUsersFromDepartment',
  departmentId: string,
  ids: string[],
  token = tokens.adminA,
) =>
  call<Department>(
    operation,
    '$departmentId: ID!, $userIds: [ID!]!',
    DEPARTMENT,
    { departmentId, userIds: ids },
    token,
    'mutation',
  );

const departmentById = (id: string, token = tokens.adminA) =>
  call<Department>('departmentById', '$id: ID!', DEPARTMENT, { id }, token);

const pageDepartments = (pageParam: unknown, token: string, institutionUuid?: string) =>
  call<Page<Department>>(
    'allDepartmentsPageable',
    '$pageParam: PageableParamInput, $institutionUuid: String',
    `content { name code } ${PAGE}`,
    { pageParam, institutionUuid },
    token,
  );

const usersOfDepartment = (departmentId: string, pageParam: unknown, token = tokens.adminA) =>
  call<Page<{ uuid: string; fullName: string; isHeadOfDepartment: boolean }>>(
    'getAllUsersByDepartment',
    '$departmentId: ID!, $pageParam: PageableParamInput',
    `content { uuid fullName email isHeadOfDepartment } ${PAGE}`,
    { departmentId, pageParam },
    token,
  );

describe('departments', () => {
  let pmu: Department;
  let finance: Department;
  let roadsWorks: Department;

  it("creates an institution admin's departments in their institution; the first is the default", async () => {
    const created = await addNewDepartment({ name: 'Procurement Management Unit', code: 'PMU' });
    expect(created).toMatchObject({
      code: ResponseCode.SUCCESS,
      message: 'Created Successfully',
      data: {
        name: 'Procurement Management Unit',
        code: 'PMU',
        isDefault: true,
        institutionName: 'Ministry of Water',
        numberOfUsers: 0,
        headOfDepartment: null,
      },
    });
    pmu = created.data!;
    const second = await addNewDepartment({ name: 'Finance and Accounts', code: 'FIN' });
    expect(second.data).toMatchObject({ code: 'FIN', isDefault: false });
    finance = second.data!;
    const roadsCreated = await addNewDepartment({ name: 'Works', code: 'PMU' }, tokens.adminB);
    expect(roadsCreated.data).toMatchObject({
      institutionName: 'Tanzania Roads Agency',
      isDefault: true,
    });
    roadsWorks = roadsCreated.data!;
  });

  it('getDefaultDepartment answers the caller institution default, and the flag moves on edit', async () => {
    const before = await call<Department>(
      'getDefaultDepartment',
      '',
      DEPARTMENT,
      {},
      tokens.officerA,
    );
    expect(before.data?.uuid).toBe(pmu.uuid);
    const edited = await addNewDepartment({
      uuid: finance.uuid,
      name: 'Finance and Accounts',
      code: 'FIN',
      isDefault: true,
    });
    expect(edited).toMatchObject({ message: 'Edited Successfully', data: { isDefault: true } });
    const after = await call<Department>(
      'getDefaultDepartment',
      '',
      DEPARTMENT,
      {},
      tokens.officerA,
    );
    expect(after.data?.uuid).toBe(finance.uuid);
    expect((await departmentById(pmu.id)).data?.isDefault).toBe(false);
    const roadsDefault = await call<Department>(
      'getDefaultDepartment',
      '',
      'uuid',
      {},
      tokens.adminB,
    );
    expect(roadsDefault.data?.uuid).toBe(roadsWorks.uuid);
  });

  it('refuses a duplicate code in the same institution (9003) and bad input (9001), changing nothing', async () => {
    const total = async () =>
      (await pageDepartments({ page: 0, size: 10 }, tokens.adminA)).data!.totalElements;
    expect(await total()).toBe(2);
    // The refusal names what clashed (read from the unique index), not just "the same details".
    expect(await addNewDepartment({ name: 'Another PMU', code: 'pmu' })).toMatchObject({
      code: ResponseCode.DUPLICATE,
      message: 'A record with the same code already exists',
    });
    for (const bad of [
      { name: '', code: 'X1' },
      { name: 'Legal', code: 'has space' },
      { name: 'Legal', code: 'LEG', institutionUuid: 'not-a-uuid' },
    ]) {
      expect((await addNewDepartment(bad)).code).toBe(ResponseCode.INVALID_INPUT);
    }
    expect((await departmentById('abc')).code).toBe(ResponseCode.INVALID_INPUT);
    expect(await total()).toBe(2);
  });

  it('needs the write permission, and keeps institution admins inside their institution', async () => {
    expect((await addNewDepartment({ name: 'Legal', code: 'LEG' }, tokens.officerA)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    expect(
      (await addNewDepartment({ name: 'Legal', code: 'LEG', institutionUuid: roads.uuid })).code,
    ).toBe(ResponseCode.FORBIDDEN);
    expect(
      (await addNewDepartment({ uuid: roadsWorks.uuid, name: 'Taken over', code: 'TK' })).code,
    ).toBe(ResponseCode.FORBIDDEN);
    expect((await departmentById(roadsWorks.id)).code).toBe(ResponseCode.FORBIDDEN);
    expect((await departmentById(roadsWorks.id, tokens.adminB)).data?.name).toBe('Works');
    // Platform administrators name the institution.
    const platform = await addNewDepartment(
      { name: 'Water Supply', code: 'WS', institutionUuid: district.uuid },
      tokens.platform,
    );
    expect(platform.data).toMatchObject({
      institutionName: 'Water Office, Dodoma',
      isDefault: true,
    });
  });

  it('lists by institution (id or uuid), the caller institution, lower levels and by code', async () => {
    const byId = await callList<Department>(
      'getDepartmentsByProcuringEntity',
      '$procuringEntityId: ID',
      'name',
      { procuringEntityId: String(water.id) },
      tokens.adminA,
    );
    expect(byId.dataList?.map((d) => d.name)).toEqual([
      'Finance and Accounts',
      'Procurement Management Unit',
    ]);
    const byUuid = await callList<Department>(
      'getDepartmentsByProcuringEntity',
      '$procuringEntityUuid: String',
      'name',
      { procuringEntityUuid: roads.uuid },
      tokens.platform,
    );
    expect(byUuid.dataList?.map((d) => d.name)).toEqual(['Works']);
    const refused = await callList<Department>(
      'getDepartmentsByProcuringEntity',
      '$procuringEntityUuid: String',
      'name',
      { procuringEntityUuid: roads.uuid },
      tokens.adminA,
    );
    expect(refused.code).toBe(ResponseCode.FORBIDDEN);

    const mine = await callList<Department>('getAllDepartments', '', 'name', {}, tokens.officerA);
    expect(mine.dataList?.map((d) => d.name)).toEqual([
      'Finance and Accounts',
      'Procurement Management Unit',
    ]);

    const lower = await callList<Department>(
      'getAllLowerLevelDepartmentsByParentProcuringEntity',
      '$parentProcuringEntityUuid: String!',
      'name institutionName',
      { parentProcuringEntityUuid: water.uuid },
      tokens.adminA,
    );
    expect(lower.dataList).toEqual([
      { name: 'Water Supply', institutionName: 'Water Office, Dodoma' },
    ]);
    const lowerRefused = await callList<Department>(
      'getAllLowerLevelDepartmentsByParentProcuringEntity',
      '$parentProcuringEntityUuid: String!',
      'name',
      { parentProcuringEntityUuid: water.uuid },
      tokens.adminB,
    );
    expect(lowerRefused.code).toBe(ResponseCode.FORBIDDEN);

    const byCode = await call<Department>(
      'getDepartmentByCode',
      '$departmentCode: String!',
      'uuid',
      { departmentCode: 'fin' },
      tokens.officerA,
    );
    expect(byCode.data?.uuid).toBe(finance.uuid);
    // Codes are per institution: the roads agency's PMU is "Works".
    const theirs = await call<Department>(
      'getDepartmentByCode',
      '$departmentCode: String!',
      'name',
      { departmentCode: 'PMU' },
      tokens.adminB,
    );
    expect(theirs.data?.name).toBe('Works');
    const missing = await call<Department>(
      'getDepartmentByCode',
      '$departmentCode: String!',
      'name',
      { departmentCode: 'NOPE' },
      tokens.adminA,
    );
    expect(missing.code).toBe(ResponseCode.NOT_FOUND);
  });

  it('pages, sorts and filters in the database with exact totals', async () => {
    const all = await pageDepartments({ page: 0, size: 2 }, tokens.platform);
    expect(all.data).toMatchObject({ totalElements: 4, totalPages: 2, numberOfElements: 2 });
    expect(all.data!.content.map((d) => d.name)).toEqual([
      'Finance and Accounts',
      'Procurement Management Unit',
    ]);
    const second = await pageDepartments({ page: 1, size: 2 }, tokens.platform);
    expect(second.data!.content.map((d) => d.name)).toEqual(['Water Supply', 'Works']);
    const filtered = await pageDepartments(
      {
        page: 0,
        size: 10,
        sortBy: 'code',
        sortDirection: 'DESC',
        filters: [{ fieldName: 'name', operation: 'LIKE', value1: 'w' }],
      },
      tokens.platform,
    );
    expect(filtered.data!.content.map((d) => d.code)).toEqual(['WS', 'PMU']);
    expect(filtered.data!.totalElements).toBe(2);
    const roadsOnly = await pageDepartments({ page: 0, size: 10 }, tokens.platform, roads.uuid);
    expect(roadsOnly.data!.content.map((d) => d.name)).toEqual(['Works']);
    // An institution admin's unfiltered list is their own institution only.
    const own = await pageDepartments({ page: 0, size: 10 }, tokens.adminB);
    expect(own.data!.totalElements).toBe(1);
    expect((await pageDepartments({ page: 0, size: 10 }, tokens.adminB, water.uuid)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    expect((await pageDepartments({ sortBy: 'password' }, tokens.platform)).code).toBe(
      ResponseCode.INVALID_INPUT,
    );
  });

  it('adds users of the same institution only', async () => {
    const added = await members('addUsersToDepartment', pmu.id, [userIds.amina, userIds.baraka]);
    expect(added).toMatchObject({
      code: ResponseCode.SUCCESS,
      message: 'Users added to department',
      data: { numberOfUsers: 2 },
    });
    const foreign = await members('addUsersToDepartment', pmu.id, [
      userIds.chausiku,
      userIds.roadsStaff,
    ]);
    expect(foreign.code).toBe(ResponseCode.FORBIDDEN);
    const otherAdmin = await members(
      'addUsersToDepartment',
      pmu.id,
      [userIds.roadsStaff],
      tokens.adminB,
    );
    expect(otherAdmin.code).toBe(ResponseCode.FORBIDDEN);
    expect((await members('addUsersToDepartment', pmu.id, ['999999'])).code).toBe(
      ResponseCode.NOT_FOUND,
    );
    expect((await members('addUsersToDepartment', pmu.id, [])).code).toBe(
      ResponseCode.INVALID_INPUT,
    );
    // A user account answers its department (shell-and-reference-data.md 3: id, uuid, department, ...).
    const amina = await server.envelope<{ department: { uuid: string; name: string } | null }>(
      'uaa',
      'query ($id: ID!) { userDetails(id: $id) { code data { department { uuid name } } } }',
      { id: userIds.amina },
      tokens.adminA,
    );
    expect(amina.data?.department).toEqual({ uuid: pmu.uuid, name: pmu.name });
    expect((await members('addUsersToDepartment', pmu.id, ['x'])).code).toBe(
      ResponseCode.INVALID_INPUT,
    );
    expect(
      (await members('addUsersToDepartment', pmu.id, [userIds.chausiku], tokens.officerA)).code,
    ).toBe(ResponseCode.FORBIDDEN);
    expect((await departmentById(pmu.id)).data?.numberOfUsers).toBe(2);
  });

  it("pages a department's users with exact totals", async () => {
    const first = await usersOfDepartment(pmu.id, { page: 0, size: 1 });
    expect(first.data).toMatchObject({ totalElements: 2, totalPages: 2, numberOfElements: 1 });
    expect(first.data!.content[0].fullName).toBe('Amina Juma');
    const second = await usersOfDepartment(pmu.id, { page: 1, size: 1 });
    expect(second.data!.content[0].fullName).toBe('Baraka Mushi');
    const filtered = await usersOfDepartment(pmu.id, {
      filters: [{ fieldName: 'fullName', operation: 'LIKE', value1: 'mush' }],
    });
    expect(filtered.data!.content.map((u) => u.fullName)).toEqual(['Baraka Mushi']);
    expect((await usersOfDepartment(pmu.id, {}, tokens.adminB)).code).toBe(ResponseCode.FORBIDDEN);
    expect((await usersOfDepartment(finance.id, {})).data!.totalElements).toBe(0);
  });

  it('makes only a member the head of department', async () => {
    const assign = (userId: string, token = tokens.adminA) =>
      call<Department>(
        'assignHeadOfDepartment',
        '$departmentId: ID!, $userId: ID!',
        DEPARTMENT,
        { departmentId: pmu.id, userId },
        token,
        'mutation',
      );
    const notMember = await assign(userIds.chausiku);
    expect(notMember.code).toBe(ResponseCode.INVALID_INPUT);
    expect(notMember.message).toMatch(/must be one of its users/);
    expect((await assign(userIds.amina, tokens.adminB)).code).toBe(ResponseCode.FORBIDDEN);
    const assigned = await assign(userIds.amina);
    expect(assigned).toMatchObject({
      message: 'Head of department assigned successfully',
      data: { headOfDepartment: { fullName: 'Amina Juma' } },
    });
    const list = await usersOfDepartment(pmu.id, {});
    expect(list.data!.content.map((u) => [u.fullName, u.isHeadOfDepartment])).toEqual([
      ['Amina Juma', true],
      ['Baraka Mushi', false],
    ]);
  });

  it('tells the browser whether the signed-in user has a department', async () => {
    const amina = await server.login(people.amina.email, people.amina.password);
    expect(amina.body.user).toMatchObject({
      hasDepartment: true,
      department: { uuid: pmu.uuid, name: 'Procurement Management Unit' },
    });
    const chausiku = await server.login(people.chausiku.email, people.chausiku.password);
    expect(chausiku.body.user).toMatchObject({ hasDepartment: false, department: null });
  });

  it('moves a user who joins another department, and the old department loses its head', async () => {
    const moved = await members('addUsersToDepartment', finance.id, [userIds.amina]);
    expect(moved.data?.numberOfUsers).toBe(1);
    const old = await departmentById(pmu.id);
    expect(old.data).toMatchObject({ numberOfUsers: 1, headOfDepartment: null });
  });

  it('removes only members, with the spec text', async () => {
    const outsider = await members('removeUsersFromDepartment', finance.id, [userIds.baraka]);
    expect(outsider.code).toBe(ResponseCode.INVALID_INPUT);
    expect((await departmentById(pmu.id)).data?.numberOfUsers).toBe(1);
    const removed = await members('removeUsersFromDepartment', finance.id, [userIds.amina]);
    expect(removed).toMatchObject({
      message: 'Users removed from department successfully',
      data: { numberOfUsers: 0 },
    });
  });

  it('refuses to delete a department that has users (IN_USE), deletes an empty one', async () => {
    const remove = (variables: Record<string, unknown>, token = tokens.adminA) =>
      call<Department>(
        'deleteDepartment',
        '$id: ID, $uuid: String',
        'uuid',
        { id: null, uuid: null, ...variables },
        token,
        'mutation',
      );
    const inUse = await remove({ id: pmu.id, uuid: pmu.uuid });
    expect(inUse.code).toBe(ResponseCode.IN_USE);
    expect(inUse.message).toBe('The department has 1 user; remove them before deleting it');
    expect((await remove({ id: roadsWorks.id })).code).toBe(ResponseCode.FORBIDDEN);
    expect((await remove({ id: finance.id }, tokens.officerA)).code).toBe(ResponseCode.FORBIDDEN);
    expect((await remove({})).code).toBe(ResponseCode.INVALID_INPUT);
    // An id and a uuid of two different departments name nothing.
    expect((await remove({ id: finance.id, uuid: pmu.uuid })).code).toBe(ResponseCode.NOT_FOUND);

    expect((await members('removeUsersFromDepartment', pmu.id, [userIds.baraka])).code).toBe(
      ResponseCode.SUCCESS,
    );
    const deleted = await remove({ uuid: pmu.uuid });
    expect(deleted).toMatchObject({ code: ResponseCode.SUCCESS, message: 'Deleted Successfully' });
    expect((await departmentById(pmu.id)).code).toBe(ResponseCode.NOT_FOUND);
    const page = await pageDepartments({ page: 0, size: 10 }, tokens.platform);
    expect(page.data!.totalElements).toBe(3);
    expect((await remove({ id: finance.id })).message).toBe('Deleted Successfully');
    const noDefault = await call<Department>('getDefaultDepartment', '', 'uuid', {}, tokens.adminA);
    expect(noDefault.code).toBe(ResponseCode.NOT_FOUND);
  });
});

describe('designations', () => {
  const createDesignation = (designation: Record<string, unknown>, token = tokens.adminA) =>
    call<Designation>(
      'createDesignation',
      '$designation: DesignationInput!',
      DESIGNATION,
      { designation },
      token,
      'mutation',
    );
  const mine = async (token = tokens.adminA) =>
    (await callList<Designation>('myInstitutionDesignations', '', 'name', {}, token)).dataList?.map(
      (d) => d.name,
    );
  let officer: Designation;

  it("creates designations in the caller's institution, unique by name", async () => {
    const created = await createDesignation({ name: 'Procurement Officer' });
    expect(created).toMatchObject({
      code: ResponseCode.SUCCESS,
      message: 'Created Successfully',
      data: { name: 'Procurement Officer', institutionName: 'Ministry of Water' },
    });
    officer = created.data!;
    await createDesignation({ name: 'Accountant' });
    expect((await createDesignation({ name: 'procurement officer' })).code).toBe(
      ResponseCode.DUPLICATE,
    );
    expect((await createDesignation({ name: ' ' })).code).toBe(ResponseCode.INVALID_INPUT);
    expect((await createDesignation({ name: 'Engineer' }, tokens.officerA)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    expect((await createDesignation({ name: 'Engineer', institutionUuid: roads.uuid })).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    expect((await createDesignation({ name: 'Procurement Officer' }, tokens.adminB)).code).toBe(
      ResponseCode.SUCCESS,
    );
    expect(await mine()).toEqual(['Accountant', 'Procurement Officer']);
    expect(await mine(tokens.officerA)).toEqual(['Accountant', 'Procurement Officer']);
    expect(await mine(tokens.adminB)).toEqual(['Procurement Officer']);
  });

  it('lists one institution by id within scope, and pages', async () => {
    const byInstitution = (institutionId: number, token: string) =>
      callList<Designation>(
        'getAllDesignationsByInstitution',
        '$institutionId: ID!',
        'name',
        { institutionId: String(institutionId) },
        token,
      );
    expect((await byInstitution(water.id, tokens.adminA)).dataList?.map((d) => d.name)).toEqual([
      'Accountant',
      'Procurement Officer',
    ]);
    expect((await byInstitution(roads.id, tokens.adminA)).code).toBe(ResponseCode.FORBIDDEN);
    expect((await byInstitution(roads.id, tokens.platform)).dataList?.length).toBe(1);
    expect((await byInstitution(987654, tokens.platform)).code).toBe(ResponseCode.NOT_FOUND);

    const page = await call<Page<Designation>>(
      'allDesignationsPageable',
      '$pageParam: PageableParamInput',
      `content { name institutionName } ${PAGE}`,
      { pageParam: { page: 0, size: 2 } },
      tokens.platform,
    );
    expect(page.data).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(page.data!.content).toEqual([
      { name: 'Accountant', institutionName: 'Ministry of Water' },
      { name: 'Procurement Officer', institutionName: 'Ministry of Water' },
    ]);
  });

  it('deletes inside the institution only', async () => {
    const remove = (id: string, token = tokens.adminA) =>
      call<Designation>('deleteDesignation', '$id: ID!', 'name', { id }, token, 'mutation');
    expect((await remove(officer.id, tokens.adminB)).code).toBe(ResponseCode.FORBIDDEN);
    expect((await remove(officer.id, tokens.officerA)).code).toBe(ResponseCode.FORBIDDEN);
    expect((await remove('-1')).code).toBe(ResponseCode.INVALID_INPUT);
    expect(await mine()).toEqual(['Accountant', 'Procurement Officer']);
    expect(await remove(officer.id)).toMatchObject({
      code: ResponseCode.SUCCESS,
      message: 'Deleted Successfully',
    });
    expect(await mine()).toEqual(['Accountant']);
    expect((await remove(officer.id)).code).toBe(ResponseCode.NOT_FOUND);
  });
});
