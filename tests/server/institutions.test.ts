import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { PHONE_RULE } from '../../contract/validation';
import { loadConfig } from '../../server/config';
import { permissions, rolePermissions, roles, users } from '../../server/db/schema/identity';
import { institutionRegistryFromConfig } from '../../server/modules/institutions/registry';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type Envelope,
  type TestServer,
} from './support/testServer';

interface Category {
  id: string;
  uuid: string;
  name: string;
  active: boolean;
}
interface Institution {
  id: string;
  uuid: string;
  name: string;
  code: string | null;
  isLowerLevel: boolean;
  registrationComplete: boolean;
  active: boolean;
  email: string | null;
  phone: string | null;
  categoryName: string | null;
  parentName: string | null;
  parent: { uuid: string; name: string } | null;
  category: { id: string; name: string } | null;
  externalId: string | null;
  incidentHandlingMode: string;
}
interface Page<T> {
  content: T[];
  number: number;
  numberOfElements: number;
  size: number;
  totalElements: number;
  totalPages: number;
}
interface PageParam {
  page?: number;
  size?: number;
  sortBy?: string;
  sortDirection?: 'ASC' | 'DESC';
  filters?: { fieldName: string; operation: 'EQ' | 'LIKE'; value1: string }[];
}

const INSTITUTION =
  'id uuid name code isLowerLevel registrationComplete active email phone categoryName parentName parent { uuid name } category { id name } externalId incidentHandlingMode';
const CATEGORY = 'id uuid name active';
const PAGE = 'number numberOfElements size totalElements totalPages';

const Q = {
  list: `query ($pageParam: PageableParamInput) { listOfInstitutions(pageParam: $pageParam) { code message data { ${PAGE} content { ${INSTITUTION} } } } }`,
  findByUuid: `query ($uuid: String!) { findProcuringEntityByUuid(uuid: $uuid) { code message data { ${INSTITUTION} } } }`,
  findById: `query ($id: ID!) { getInstitutionById(id: $id) { code message data { ${INSTITUTION} } } }`,
  all: `query ($deleted: Boolean) { allProcuringEntities(deleted: $deleted) { code message dataList { ${INSTITUTION} } } }`,
  categories: `query ($pageParam: PageableParamInput) { allProcuringEntityCategories(pageParam: $pageParam) { code message data { ${PAGE} content { ${CATEGORY} } } } }`,
  save: `mutation ($institution: InstitutionInput!) { createUpdateInstitutions(institution: $institution) { code message data { ${INSTITUTION} } } }`,
  create: `mutation ($procuringEntity: InstitutionInput!) { createProcuringEntity(procuringEntity: $procuringEntity) { code message data { ${INSTITUTION} } } }`,
  activate: `mutation ($id: ID!) { activateInstitution(id: $id) { code message data { ${INSTITUTION} } } }`,
  deactivate: `mutation ($id: ID!) { deactivateInstitution(id: $id) { code message data { ${INSTITUTION} } } }`,
  delete: `mutation ($uuid: String!) { deleteProcuringEntityByUuid(uuid: $uuid) { code message data { ${INSTITUTION} } } }`,
  complete: `mutation ($uuid: String!) { completeProcuringEntityRegistrationByUuid(uuid: $uuid) { code message data { ${INSTITUTION} } } }`,
  sync: `mutation { syncInstitutionFromGisp { code message data { total created updated skipped } } }`,
  incident: `mutation ($handlingMethod: String!) { setIncidentHandlingMode(handlingMethod: $handlingMethod) { code message data { ${INSTITUTION} } } }`,
  csv: `mutation ($procuringEntityDto: ProcuringEntityCsvInput!) { createProcuringEntityFromCSV(procuringEntityDto: $procuringEntityDto) { code message data { created failed rows { rowNumber name created uuid error } } } }`,
  saveCategory: `mutation ($institutionCategory: InstitutionCategoryInput!) { createUpdateInstitutionCategories(institutionCategory: $institutionCategory) { code message data { ${CATEGORY} } } }`,
  deleteCategory: `mutation ($uuid: String!) { deleteInstitutionCategoryByUuid(uuid: $uuid) { code message data { ${CATEGORY} } } }`,
};

const INSTITUTION_ADMIN = { email: 'admin@water.test', password: 'Water-Admin-Passw0rd!' };
const OFFICER = { email: 'officer@water.test', password: 'Water-Officer-Passw0rd!' };
const NOBODY = { email: 'lower@water.test', password: 'Lower-Level-Passw0rd!' };

let server: TestServer;
let registryFile: string;
let tokens: Record<'admin' | 'institutionAdmin' | 'officer' | 'nobody', string>;
let ministry: Category;
let agency: Category;
let water: Institution;
let roads: Institution;

/** Runs one uaa operation and answers its envelope; a GraphQL error fails the test. */
async function call<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token: string | null = tokens.admin,
): Promise<Envelope<T> & { dataList?: T }> {
  return server.envelope<T>('uaa', query, variables, token ?? undefined);
}

async function ok<T>(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const result = await call<T>(query, variables, token);
  expect(result.message).toBeTruthy();
  expect(result.code, result.message).toBe(ResponseCode.SUCCESS);
  return result;
}

const listInstitutions = async (pageParam: PageParam = {}, token = tokens.admin) =>
  (await ok<Page<Institution>>(Q.list, { pageParam }, token)).data!;

const allNames = async () =>
  (await listInstitutions({ size: 500 })).content.map((institution) => institution.name).sort();

beforeAll(async () => {
  registryFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gisp-')), 'registry.json');
  server = await startTestServer({ GISP_REGISTRY_FILE: registryFile });
  // An institution administrator's role as the identity domain defines it, made here so that this
  // test depends only on the permissions it exercises.
  const [role] = await server.db
    .insert(roles)
    .values({ name: 'TEST_INSTITUTION_ADMINISTRATOR', createdBy: 'test' })
    .returning();
  const granted = await server.db.select().from(permissions);
  await server.db
    .insert(rolePermissions)
    .values(
      granted
        .filter((p) =>
          [
            'uaa.institution.read',
            'uaa.institution.write',
            'uaa.institutionCategory.read',
          ].includes(p.name),
        )
        .map((p) => ({ roleId: role.id, permissionId: p.id })),
    );
  await server.createUser({ ...INSTITUTION_ADMIN, role: 'TEST_INSTITUTION_ADMINISTRATOR' });
  await server.createUser({ ...OFFICER, role: 'PROCUREMENT_OFFICER' });
  await server.createUser({ ...NOBODY, role: 'LOWER_LEVEL_ADMINISTRATOR' });
  tokens = {
    admin: await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD),
    institutionAdmin: '',
    officer: '',
    nobody: await server.accessToken(NOBODY.email, NOBODY.password),
  };
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(path.dirname(registryFile), { recursive: true, force: true });
});

describe('institution categories', () => {
  it('are seeded, paged with exact totals, and take their id from the uuid', async () => {
    const first = (
      await ok<Page<Category>>(Q.categories, { pageParam: { page: 0, size: 3, sortBy: 'name' } })
    ).data!;
    expect(first.totalElements).toBe(8);
    expect(first.totalPages).toBe(3);
    expect(first.content.map((c) => c.name)).toEqual([
      'Executive Agency',
      'Higher Learning Institution',
      'Independent Department',
    ]);
    expect(first.content.every((c) => c.id === c.uuid)).toBe(true);
    const filtered = (
      await ok<Page<Category>>(Q.categories, {
        pageParam: { filters: [{ fieldName: 'name', operation: 'LIKE', value1: 'minis' }] },
      })
    ).data!;
    expect(filtered.content.map((c) => c.name)).toEqual(['Ministry']);
    ministry = filtered.content[0];
  });

  it('are created, renamed and deleted with the spec texts; duplicates and bad input change nothing', async () => {
    const created = await ok<Category>(Q.saveCategory, {
      institutionCategory: { name: 'Government Agency' },
    });
    expect(created.message).toBe('Created Successfully');
    const renamed = await ok<Category>(Q.saveCategory, {
      institutionCategory: { uuid: created.data!.uuid, name: 'Executive Agency (Semi-autonomous)' },
    });
    expect(renamed.message).toBe('Edited Successfully');
    expect(renamed.data!.name).toBe('Executive Agency (Semi-autonomous)');
    agency = renamed.data!;

    const duplicate = await call(Q.saveCategory, { institutionCategory: { name: 'ministry' } });
    expect(duplicate.code).toBe(ResponseCode.DUPLICATE);
    const blank = await call(Q.saveCategory, { institutionCategory: { name: ' ' } });
    expect(blank.code).toBe(ResponseCode.INVALID_INPUT);
    const total = (await ok<Page<Category>>(Q.categories, {})).data!.totalElements;
    expect(total).toBe(9);

    const extra = await ok<Category>(Q.saveCategory, {
      institutionCategory: { name: 'Temporary' },
    });
    const deleted = await ok<Category>(Q.deleteCategory, { uuid: extra.data!.uuid });
    expect(deleted.message).toBe('Deleted Successfully');
    expect((await ok<Page<Category>>(Q.categories, {})).data!.totalElements).toBe(9);
  });

  it('are changed only with their permissions', async () => {
    tokens.officer = await server.accessToken(OFFICER.email, OFFICER.password);
    const read = await call<Page<Category>>(Q.categories, {}, tokens.officer);
    expect(read.code).toBe(ResponseCode.SUCCESS);
    const write = await call(
      Q.saveCategory,
      { institutionCategory: { name: 'Officers own' } },
      tokens.officer,
    );
    expect(write.code).toBe(ResponseCode.FORBIDDEN);
    const remove = await call(Q.deleteCategory, { uuid: ministry.uuid }, tokens.officer);
    expect(remove.code).toBe(ResponseCode.FORBIDDEN);
    const anonymous = await call(Q.categories, {}, null);
    expect(anonymous.code).toBe(ResponseCode.UNAUTHENTICATED);
  });
});

describe('registering institutions', () => {
  it('creates procuring entities with category and details (createProcuringEntity, createUpdateInstitutions)', async () => {
    const pe = await ok<Institution>(Q.create, {
      procuringEntity: {
        name: 'Ministry of Water',
        code: 'MOW',
        categoryUuid: ministry.uuid,
        email: 'info@maji.go.tz',
        phone: '+255 26 232 2602',
        postalAddress: 'P.O. Box 456 Dodoma',
      },
    });
    expect(pe.message).toBe('PE registered successful');
    water = pe.data!;
    expect(water).toMatchObject({
      name: 'Ministry of Water',
      code: 'MOW',
      categoryName: 'Ministry',
      category: { id: ministry.uuid, name: 'Ministry' },
      registrationComplete: false,
      isLowerLevel: false,
      active: true,
      incidentHandlingMode: 'PLATFORM',
    });
    expect(Number(water.id)).toBeGreaterThan(0);

    const institution = await ok<Institution>(Q.save, {
      institution: { name: 'Tanzania Roads Agency', code: 'TANROADS', categoryUuid: agency.uuid },
    });
    expect(institution.message).toBe('Institution registered successful');
    roads = institution.data!;
  });

  it('keeps a phone number in international form and refuses one that is not a number, saving nothing', async () => {
    const fields = {
      uuid: roads.uuid,
      name: roads.name,
      code: roads.code,
      categoryUuid: agency.uuid,
    };
    const saved = await ok<Institution>(Q.save, {
      institution: { ...fields, phone: '0712 345 678' },
    });
    expect(saved.data!.phone).toBe('+255712345678');
    for (const phone of ['12', 'not a number', '0712 345 67', '9'.repeat(500)]) {
      const refused = await call(Q.save, { institution: { ...fields, phone } });
      expect(refused.code, phone).toBe(ResponseCode.INVALID_INPUT);
      expect(refused.message).toContain(PHONE_RULE);
    }
    const kept = await ok<Institution>(Q.findByUuid, { uuid: roads.uuid });
    expect(kept.data!.phone).toBe('+255712345678');
    // A blank field clears the number, as the form's emptied field does.
    const cleared = await ok<Institution>(Q.save, { institution: { ...fields, phone: ' ' } });
    expect(cleared.data!.phone).toBeNull();
  });

  it('creates a lower-level institution under a main one, and refuses one without a proper parent', async () => {
    const before = await allNames();
    const orphan = await call(Q.save, {
      institution: { name: 'Orphan Office', isLowerLevel: true },
    });
    expect(orphan.code).toBe(ResponseCode.INVALID_INPUT);
    expect(orphan.message).toContain('parent');
    const office = await ok<Institution>(Q.save, {
      institution: { name: 'Dodoma Water Office', isLowerLevel: true, parentUuid: water.uuid },
    });
    expect(office.data).toMatchObject({
      isLowerLevel: true,
      parentName: 'Ministry of Water',
      parent: { uuid: water.uuid },
    });
    const nested = await call(Q.save, {
      institution: { name: 'Sub Office', isLowerLevel: true, parentUuid: office.data!.uuid },
    });
    expect(nested.code).toBe(ResponseCode.INVALID_INPUT);
    const badEmail = await call(Q.save, {
      institution: { name: 'Bad Email Agency', email: 'nope' },
    });
    expect(badEmail.code).toBe(ResponseCode.INVALID_INPUT);
    expect(badEmail.message).toContain('email');
    const unknownCategory = await call(Q.save, {
      institution: { name: 'Lost Agency', categoryUuid: crypto.randomUUID() },
    });
    expect(unknownCategory.code).toBe(ResponseCode.INVALID_INPUT);
    const duplicate = await call(Q.save, { institution: { name: 'ministry of water' } });
    expect(duplicate.code).toBe(ResponseCode.DUPLICATE);
    expect(await allNames()).toEqual([...before, 'Dodoma Water Office'].sort());
  });
});

describe('reading institutions', () => {
  it('pages, filters and sorts in the database with exact totals', async () => {
    const first = await listInstitutions({ page: 0, size: 2, sortBy: 'name' });
    expect(first).toMatchObject({
      number: 0,
      numberOfElements: 2,
      size: 2,
      totalElements: 4,
      totalPages: 2,
    });
    expect(first.content.map((i) => i.name)).toEqual(['Dodoma Water Office', 'Ministry of Water']);
    const second = await listInstitutions({ page: 1, size: 2, sortBy: 'name' });
    expect(second.content.map((i) => i.name)).toEqual([
      'Public Procurement Regulatory Authority',
      'Tanzania Roads Agency',
    ]);
    const byName = await listInstitutions({
      filters: [{ fieldName: 'name', operation: 'LIKE', value1: 'water' }],
    });
    expect(byName.totalElements).toBe(2);
    const lowerLevel = await listInstitutions({
      filters: [{ fieldName: 'isLowerLevel', operation: 'EQ', value1: 'true' }],
    });
    expect(lowerLevel.content.map((i) => i.name)).toEqual(['Dodoma Water Office']);
    const byCategory = await listInstitutions({
      filters: [{ fieldName: 'categoryUuid', operation: 'EQ', value1: agency.uuid }],
    });
    expect(byCategory.content.map((i) => i.name)).toEqual(['Tanzania Roads Agency']);
    const byParent = await listInstitutions({
      filters: [{ fieldName: 'parentUuid', operation: 'EQ', value1: water.uuid }],
    });
    expect(byParent.totalElements).toBe(1);
    const unknownField = await call(Q.list, {
      pageParam: { filters: [{ fieldName: 'password', operation: 'EQ', value1: 'x' }] },
    });
    expect(unknownField.code).toBe(ResponseCode.INVALID_INPUT);
  });

  it('finds one by uuid or id, and lists all by name', async () => {
    const byUuid = await ok<Institution>(Q.findByUuid, { uuid: roads.uuid });
    expect(byUuid.data!.name).toBe('Tanzania Roads Agency');
    const byId = await ok<Institution>(Q.findById, { id: water.id });
    expect(byId.data!.uuid).toBe(water.uuid);
    expect((await call(Q.findById, { id: 'abc' })).code).toBe(ResponseCode.INVALID_INPUT);
    expect((await call(Q.findById, { id: '999999' })).code).toBe(ResponseCode.NOT_FOUND);
    expect((await call(Q.findByUuid, { uuid: 'not-a-uuid' })).code).toBe(
      ResponseCode.INVALID_INPUT,
    );
    const all = await ok<Institution[]>(Q.all, { deleted: false });
    expect(all.dataList!.map((i) => i.name)).toEqual([
      'Dodoma Water Office',
      'Ministry of Water',
      'Public Procurement Regulatory Authority',
      'Tanzania Roads Agency',
    ]);
  });
});

describe('an institution administrator (of the Ministry of Water)', () => {
  beforeAll(async () => {
    await server.db
      .update(users)
      .set({ institutionId: Number(water.id), isInstitutionAdministrator: true })
      .where(eq(users.email, INSTITUTION_ADMIN.email));
    await server.db
      .update(users)
      .set({ institutionId: Number(water.id) })
      .where(eq(users.email, OFFICER.email));
    tokens.institutionAdmin = await server.accessToken(
      INSTITUTION_ADMIN.email,
      INSTITUTION_ADMIN.password,
    );
  });

  it('reads only their own institution', async () => {
    const page = await listInstitutions({}, tokens.institutionAdmin);
    expect(page.totalElements).toBe(1);
    expect(page.content.map((i) => i.name)).toEqual(['Ministry of Water']);
    expect(
      (await ok<Institution>(Q.findByUuid, { uuid: water.uuid }, tokens.institutionAdmin)).data!
        .name,
    ).toBe('Ministry of Water');
    expect((await call(Q.findByUuid, { uuid: roads.uuid }, tokens.institutionAdmin)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    expect((await call(Q.findById, { id: roads.id }, tokens.institutionAdmin)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    const all = await ok<Institution[]>(Q.all, {}, tokens.institutionAdmin);
    expect(all.dataList!.map((i) => i.name)).toEqual(['Ministry of Water']);
  });

  it('updates their own details but not another institution, its level, category or activation', async () => {
    const edited = await ok<Institution>(
      Q.save,
      {
        institution: {
          uuid: water.uuid,
          name: 'Ministry of Water',
          code: 'MOW',
          categoryUuid: ministry.uuid,
          email: 'pmu@maji.go.tz',
          phone: '+255 26 232 2602',
          postalAddress: 'P.O. Box 456 Dodoma',
        },
      },
      tokens.institutionAdmin,
    );
    expect(edited.message).toBe('Institution edited successful');
    expect(edited.data!.email).toBe('pmu@maji.go.tz');
    const recategorised = await call(
      Q.save,
      { institution: { uuid: water.uuid, name: 'Ministry of Water', categoryUuid: agency.uuid } },
      tokens.institutionAdmin,
    );
    expect(recategorised.code).toBe(ResponseCode.FORBIDDEN);
    const other = await call(
      Q.save,
      { institution: { uuid: roads.uuid, name: 'Roads Renamed', categoryUuid: agency.uuid } },
      tokens.institutionAdmin,
    );
    expect(other.code).toBe(ResponseCode.FORBIDDEN);
    const created = await call(
      Q.create,
      { procuringEntity: { name: 'Sneaky Agency' } },
      tokens.institutionAdmin,
    );
    expect(created.code).toBe(ResponseCode.FORBIDDEN);
    expect((await call(Q.deactivate, { id: roads.id }, tokens.institutionAdmin)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    expect((await call(Q.delete, { uuid: roads.uuid }, tokens.institutionAdmin)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    expect((await call(Q.sync, {}, tokens.institutionAdmin)).code).toBe(ResponseCode.FORBIDDEN);
    const upload = await call(
      Q.csv,
      { procuringEntityDto: { csvContent: 'name\nSneaky Agency' } },
      tokens.institutionAdmin,
    );
    expect(upload.code).toBe(ResponseCode.FORBIDDEN);
    expect(await allNames()).not.toContain('Sneaky Agency');
    expect((await ok<Institution>(Q.findByUuid, { uuid: roads.uuid })).data!.name).toBe(
      'Tanzania Roads Agency',
    );
  });

  it('completes the registration once the details are in, and sets incident handling', async () => {
    const completed = await ok<Institution>(
      Q.complete,
      { uuid: water.uuid },
      tokens.institutionAdmin,
    );
    expect(completed.message).toBe('PE information has been updated successfully');
    expect(completed.data!.registrationComplete).toBe(true);
    const mode = await ok<Institution>(
      Q.incident,
      { handlingMethod: 'INSTITUTION' },
      tokens.institutionAdmin,
    );
    expect(mode.data).toMatchObject({ uuid: water.uuid, incidentHandlingMode: 'INSTITUTION' });
    const bad = await call(Q.incident, { handlingMethod: 'SOMETIMES' }, tokens.institutionAdmin);
    expect(bad.code).toBe(ResponseCode.INVALID_INPUT);
    const after = await ok<Institution>(Q.findByUuid, { uuid: water.uuid });
    expect(after.data!.incidentHandlingMode).toBe('INSTITUTION');
  });

  it('officers read but do not change; users without the permission do not read', async () => {
    tokens.officer = await server.accessToken(OFFICER.email, OFFICER.password);
    expect((await listInstitutions({}, tokens.officer)).totalElements).toBe(1);
    const write = await call(
      Q.save,
      { institution: { uuid: water.uuid, name: 'Officer Renamed' } },
      tokens.officer,
    );
    expect(write.code).toBe(ResponseCode.FORBIDDEN);
    expect((await call(Q.incident, { handlingMethod: 'PLATFORM' }, tokens.officer)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    expect((await call(Q.list, {}, tokens.nobody)).code).toBe(ResponseCode.FORBIDDEN);
    expect((await call(Q.list, {}, null)).code).toBe(ResponseCode.UNAUTHENTICATED);
  });
});

describe('platform administration of institutions', () => {
  it('refuses to complete a registration with details missing', async () => {
    const incomplete = await call(Q.complete, { uuid: roads.uuid });
    expect(incomplete.code).toBe(ResponseCode.INVALID_INPUT);
    expect(incomplete.message).toBe(
      "Add the institution's email, phone, postal address before completing its registration",
    );
    expect(
      (await ok<Institution>(Q.findByUuid, { uuid: roads.uuid })).data!.registrationComplete,
    ).toBe(false);
  });

  it('deactivates and activates by id, never its own institution', async () => {
    const off = await ok<Institution>(Q.deactivate, { id: roads.id });
    expect(off.data!.active).toBe(false);
    const inactive = await listInstitutions({
      filters: [{ fieldName: 'active', operation: 'EQ', value1: 'false' }],
    });
    expect(inactive.content.map((i) => i.name)).toEqual(['Tanzania Roads Agency']);
    const on = await ok<Institution>(Q.activate, { id: roads.id });
    expect(on.data!.active).toBe(true);
    const regulator = (
      await listInstitutions({
        filters: [{ fieldName: 'name', operation: 'LIKE', value1: 'Regulatory' }],
      })
    ).content[0];
    expect((await call(Q.deactivate, { id: regulator.id })).code).toBe(ResponseCode.INVALID_INPUT);
  });

  it('refuses to delete an institution with users or lower-level institutions, deletes one without', async () => {
    const withUsers = await call(Q.delete, { uuid: water.uuid });
    expect(withUsers.code).toBe(ResponseCode.IN_USE);
    expect(withUsers.message).toContain('2 user account(s)');
    await server.db
      .update(users)
      .set({ institutionId: null })
      .where(eq(users.institutionId, Number(water.id)));
    const withChildren = await call(Q.delete, { uuid: water.uuid });
    expect(withChildren.code).toBe(ResponseCode.IN_USE);
    expect(withChildren.message).toContain('lower-level');

    const deleted = await ok<Institution>(Q.delete, { uuid: roads.uuid });
    expect(deleted.message).toBe('Deleted Successfully');
    expect(await allNames()).not.toContain('Tanzania Roads Agency');
    expect((await call(Q.findByUuid, { uuid: roads.uuid })).code).toBe(ResponseCode.NOT_FOUND);
    const gone = await ok<Institution[]>(Q.all, { deleted: true });
    expect(gone.dataList!.map((i) => i.name)).toEqual(['Tanzania Roads Agency']);
    // The category of a live institution cannot be deleted; the deleted one freed its own.
    expect((await call(Q.deleteCategory, { uuid: ministry.uuid })).code).toBe(ResponseCode.IN_USE);
    expect((await call(Q.deleteCategory, { uuid: agency.uuid })).code).toBe(ResponseCode.SUCCESS);
  });
});

describe('CSV upload (createProcuringEntityFromCSV)', () => {
  it('creates the good rows in one go and answers every row with its line and outcome', async () => {
    const csv = [
      'name,code,category,isLowerLevel,parentCode,email,phone,postalAddress,physicalAddress,website',
      'Ministry of Health,MOH,Ministry,false,,info@afya.go.tz,+255 26 232 3267,P.O. Box 743 Dodoma,,https://www.moh.go.tz',
      '"Tanzania Electric Supply Company, Ltd",TANESCO,Public Corporation,no,,,,,,',
      'Bad Email Authority,BEA,,false,,not-an-email,,,,',
      'ministry of water,MOW2,Ministry,false,,,,,,',
      'Kilimanjaro Water Office,KWO,,true,MOW,,,,,',
      'Floating Office,FLO,,true,,,,,,',
      'Unknown Category Body,UCB,Space Agency,false,,,,,,',
      'Ministry of Health Duplicate Code,MOH,,false,,,,,,',
    ].join('\n');
    const result = await ok<{
      created: number;
      failed: number;
      rows: {
        rowNumber: number;
        name: string;
        created: boolean;
        uuid: string | null;
        error: string | null;
      }[];
    }>(Q.csv, { procuringEntityDto: { csvContent: csv, fileName: 'institutions.csv' } });
    expect(result.message).toBe('PE Uploaded successful');
    expect(result.data!.created).toBe(3);
    expect(result.data!.failed).toBe(5);
    const rows = result.data!.rows;
    expect(rows.map((r) => [r.rowNumber, r.created])).toEqual([
      [2, true],
      [3, true],
      [4, false],
      [5, false],
      [6, true],
      [7, false],
      [8, false],
      [9, false],
    ]);
    expect(rows[2].error).toContain('email');
    expect(rows[3].error).toBe('An institution named "ministry of water" already exists');
    expect(rows[5].error).toContain('parent');
    expect(rows[6].error).toBe('Unknown category "Space Agency"');
    expect(rows[7].error).toBe('The code "MOH" is already used');
    const health = await ok<Institution>(Q.findByUuid, { uuid: rows[0].uuid });
    expect(health.data).toMatchObject({
      name: 'Ministry of Health',
      categoryName: 'Ministry',
      registrationComplete: false,
    });
    const office = await ok<Institution>(Q.findByUuid, { uuid: rows[4].uuid });
    expect(office.data).toMatchObject({ isLowerLevel: true, parentName: 'Ministry of Water' });
    expect(rows[1].name).toBe('Tanzania Electric Supply Company, Ltd');
  });

  it('refuses a file that is not the template (nothing created)', async () => {
    const before = await allNames();
    const wrongHeader = await call(Q.csv, {
      procuringEntityDto: { csvContent: 'title,code\nX,Y' },
    });
    expect(wrongHeader.code).toBe(ResponseCode.INVALID_INPUT);
    expect(wrongHeader.message).toContain('first line must name the columns');
    const ragged = await call(Q.csv, {
      procuringEntityDto: { csvContent: 'name,code\nA Agency,AA,extra' },
    });
    expect(ragged.code).toBe(ResponseCode.INVALID_INPUT);
    const empty = await call(Q.csv, { procuringEntityDto: { csvContent: 'name,code\n' } });
    expect(empty.code).toBe(ResponseCode.INVALID_INPUT);
    expect(await allNames()).toEqual(before);
  });
});

describe('sync from the government register (syncInstitutionFromGisp)', () => {
  const register = (institutions: unknown[]) =>
    fs.writeFileSync(registryFile, JSON.stringify({ institutions }));

  it('answers a clear error while the register cannot be read or is not configured', async () => {
    const missing = await call(Q.sync);
    expect(missing.code).toBe(ResponseCode.OPERATION_FAILED);
    expect(missing.message).toContain('GISP_REGISTRY_FILE');
    const config = loadConfig({ DEMO_DATA: 'false' });
    expect(() => institutionRegistryFromConfig(config)).toThrow(
      'No institution register is configured: set GISP_REGISTRY_FILE on the server',
    );
    register([{ externalId: 'GISP-1' }]);
    const invalid = await call(Q.sync);
    expect(invalid.code).toBe(ResponseCode.OPERATION_FAILED);
    expect(invalid.message).toContain('institutions.0.name');
  });

  it('creates and updates by register id, takes over a same-named one, links parents', async () => {
    const before = await allNames();
    register([
      {
        externalId: 'GISP-100',
        name: 'Ministry of Health',
        code: 'MOH',
        category: 'Ministry',
        email: 'ps@afya.go.tz',
      },
      {
        externalId: 'GISP-200',
        name: 'Muhimbili National Hospital',
        category: 'Public Corporation',
      },
      {
        externalId: 'GISP-201',
        name: 'Muhimbili Mloganzila Hospital',
        parentExternalId: 'GISP-200',
      },
    ]);
    const first = await ok<{ total: number; created: number; updated: number; skipped: number }>(
      Q.sync,
    );
    expect(first.data).toEqual({ total: 3, created: 2, updated: 1, skipped: 0 });
    expect(await allNames()).toEqual(
      [...before, 'Muhimbili Mloganzila Hospital', 'Muhimbili National Hospital'].sort(),
    );
    const health = await listInstitutions({
      filters: [{ fieldName: 'code', operation: 'EQ', value1: 'MOH' }],
    });
    expect(health.content[0]).toMatchObject({ externalId: 'GISP-100', email: 'ps@afya.go.tz' });
    const child = await listInstitutions({
      filters: [{ fieldName: 'name', operation: 'LIKE', value1: 'Mloganzila' }],
    });
    expect(child.content[0]).toMatchObject({
      isLowerLevel: true,
      parentName: 'Muhimbili National Hospital',
    });

    register([
      { externalId: 'GISP-100', name: 'Ministry of Health', code: 'MOH', category: 'Ministry' },
      { externalId: 'GISP-200', name: 'Muhimbili National Hospital' },
      {
        externalId: 'GISP-201',
        name: 'Muhimbili Mloganzila Hospital',
        parentExternalId: 'GISP-200',
      },
      { externalId: 'GISP-300', name: 'Ministry of Water' },
    ]);
    const second = await ok<{ total: number; created: number; updated: number; skipped: number }>(
      Q.sync,
    );
    // Ministry of Water was entered by hand without a register id: it is taken over, not duplicated.
    expect(second.data).toEqual({ total: 4, created: 0, updated: 4, skipped: 0 });
    const water2 = await ok<Institution>(Q.findByUuid, { uuid: water.uuid });
    expect(water2.data!.externalId).toBe('GISP-300');
  });
});
