import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { users } from '../../server/db/schema/identity';
import { tenderers } from '../../server/db/schema/tenderers';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

const OFFICER = { email: 'officer@tenderers.test', password: 'Officer-Passw0rd!' };
const FIELDS =
  'uuid name registrationNumber email phone tin tendererCategoryName countryName certificateNumber certificateIssuedOn certificateExpiresOn active';
const CERTIFICATE =
  'uuid tendererUuid tendererName registrationNumber tin tendererCategoryName countryName certificateNumber issuedOn expiresOn isValid tenderCategories { code }';

type Row = Record<string, unknown> & { uuid: string; name: string };
type Result<T = unknown> = {
  code: number;
  message: string;
  data: T | null;
  dataList?: Row[] | null;
};
type Page = { content: Row[]; totalElements: number; totalPages: number };

let server: TestServer;
let admin: string;
let officer: string;
let categoryUuids: Record<string, string>;
let localCompany: string;
let tanzania: string;

async function call<T = unknown>(
  query: string,
  variables: Record<string, unknown> = {},
  token = admin,
): Promise<Result<T>> {
  const response = await server.graphql<Record<string, Result<T>>>('uaa', query, variables, token);
  expect(response.errors).toBeUndefined();
  return Object.values(response.data!)[0];
}

const createTenderer = (dto: Record<string, unknown>, token = admin) =>
  call<Row>(
    `mutation ($dto: TendererCustomDTOInput!) { createTenderer(tendererCustomDTO: $dto) { code message data { ${FIELDS} } } }`,
    { dto },
    token,
  );

const dtoFor = (name: string, email: string, extra: Record<string, unknown> = {}) => ({
  name,
  email,
  phone: '+255712345678',
  tin: '123456789',
  registrationNumber: `BRELA-${email.length}`,
  tendererCategoryUuid: localCompany,
  countryUuid: tanzania,
  physicalAddress: 'Plot 12, Samora Avenue, Dar es Salaam',
  postalAddress: 'P.O. Box 9000, Dar es Salaam',
  tenderCategoryUuids: [categoryUuids.W, categoryUuids.G],
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser({ ...OFFICER, role: 'PROCUREMENT_OFFICER' });
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  officer = await server.accessToken(OFFICER.email, OFFICER.password);
  const categories = await call('query { allTenderCategories { dataList { uuid code } } }');
  categoryUuids = Object.fromEntries(categories.dataList!.map((row) => [row.code, row.uuid]));
  const kinds = await call('query { allTendererCategories { dataList { uuid name } } }');
  localCompany = kinds.dataList!.find((row) => row.name === 'Local Company')!.uuid;
  const countries = await call('query { getAllCountries { dataList { uuid isoCode } } }');
  tanzania = countries.dataList!.find((row) => row.isoCode === 'TZ')!.uuid;
  // The server starts with every domain's seeds; allow for a busy machine.
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

describe('createTenderer(tendererCustomDTO)', () => {
  it('registers the tenderer, its account, categories and a one-year certificate', async () => {
    const created = await createTenderer(
      dtoFor('Kilimanjaro Builders Ltd', 'tenders@kilimanjaro.test', {
        certificateIssuedOn: '2026-07-01',
      }),
    );
    expect([created.code, created.message]).toEqual([ResponseCode.SUCCESS, 'Created Successfully']);
    expect(created.data).toMatchObject({
      name: 'Kilimanjaro Builders Ltd',
      email: 'tenders@kilimanjaro.test',
      tin: '123456789',
      tendererCategoryName: 'Local Company',
      countryName: 'Tanzania',
      certificateIssuedOn: '2026-07-01',
      certificateExpiresOn: '2027-06-30',
      active: true,
    });
    expect(created.data!.certificateNumber).toMatch(/^TR\/2026\/\d{6}$/);
    const [account] = await server.db
      .select()
      .from(users)
      .where(eq(users.email, 'tenders@kilimanjaro.test'));
    expect(account).toMatchObject({ userType: 'TENDERER', passwordHash: null, active: true });

    const certificate = await call<Record<string, unknown>>(
      `query ($uuid: String!) { findTendererCertificateByUuid(uuid: $uuid) { code data { ${CERTIFICATE} } } }`,
      { uuid: created.data!.uuid },
    );
    expect(certificate.data).toMatchObject({
      tendererUuid: created.data!.uuid,
      tendererName: 'Kilimanjaro Builders Ltd',
      certificateNumber: created.data!.certificateNumber,
      issuedOn: '2026-07-01',
      expiresOn: '2027-06-30',
      tendererCategoryName: 'Local Company',
      countryName: 'Tanzania',
      tenderCategories: [{ code: 'G' }, { code: 'W' }],
    });
    expect(certificate.data!.isValid).toBe(new Date().toISOString().slice(0, 10) <= '2027-06-30');
  });

  it('refuses bad input (9001), a taken email (9003) and officers (9004); nothing is saved', async () => {
    const before = await server.db.select({ id: tenderers.id }).from(tenderers);
    const badTin = await createTenderer(dtoFor('Bad Tin Ltd', 'bad@tin.test', { tin: '12' }));
    expect([badTin.code, badTin.message]).toEqual([
      ResponseCode.INVALID_INPUT,
      'tin: A TIN has 9 digits',
    ]);
    const noCategory = await createTenderer(
      dtoFor('No Category Ltd', 'no@category.test', { tenderCategoryUuids: [] }),
    );
    expect(noCategory.code).toBe(ResponseCode.INVALID_INPUT);
    const unknownCategory = await createTenderer(
      dtoFor('Unknown Ltd', 'unknown@category.test', {
        tenderCategoryUuids: ['00000000-0000-4000-8000-000000000000'],
      }),
    );
    expect([unknownCategory.code, unknownCategory.message]).toEqual([
      ResponseCode.INVALID_INPUT,
      'tenderCategoryUuids: no such record',
    ]);
    const badEmail = await createTenderer(dtoFor('Bad Email Ltd', 'not-an-email'));
    expect(badEmail.code).toBe(ResponseCode.INVALID_INPUT);
    const taken = await createTenderer(dtoFor('Copy Ltd', 'TENDERS@kilimanjaro.test'));
    expect([taken.code, taken.message]).toEqual([
      ResponseCode.DUPLICATE,
      'An account with this email already exists',
    ]);
    const refused = await createTenderer(dtoFor('Officer Ltd', 'officer@ltd.test'), officer);
    expect(refused.code).toBe(ResponseCode.FORBIDDEN);
    const after = await server.db.select({ id: tenderers.id }).from(tenderers);
    expect(after.length).toBe(before.length);
  });
});

describe('tenderer lists', () => {
  let uuids: string[];
  beforeAll(async () => {
    uuids = [];
    for (const [index, name] of [
      'Arusha Supplies',
      'Bagamoyo Traders',
      'Coastal Consult',
    ].entries()) {
      const created = await createTenderer(dtoFor(name, `t${index}@lists.test`));
      uuids.push(created.data!.uuid);
    }
  });

  it('allTenderers(pageParam) pages in the database with exact totals', async () => {
    const page = await call<Page>(
      `query ($pageParam: PageableParamInput) { allTenderers(pageParam: $pageParam) { code data { content { name } totalElements totalPages } } }`,
      { pageParam: { page: 1, size: 2, sortBy: 'name', sortDirection: 'ASC' } },
    );
    expect(page.data!.totalElements).toBe(4);
    expect(page.data!.totalPages).toBe(2);
    expect(page.data!.content.map((row) => row.name)).toEqual([
      'Coastal Consult',
      'Kilimanjaro Builders Ltd',
    ]);
    const search = await call<Page>(
      `query ($pageParam: PageableParamInput) { allTenderers(pageParam: $pageParam) { data { content { name } totalElements } } }`,
      { pageParam: { filters: [{ fieldName: 'name', operation: 'LIKE', value1: 'traders' }] } },
    );
    expect(search.data).toEqual({ content: [{ name: 'Bagamoyo Traders' }], totalElements: 1 });
  });

  it('activateDeactivateTenderer(tenderer) and getTenderersByActive(isActive, pageParam)', async () => {
    const toggle = (tenderer: Record<string, unknown>, token = admin) =>
      call<Row>(
        'mutation ($tenderer: TendererActivationInput!) { activateDeactivateTenderer(tenderer: $tenderer) { code message data { uuid active } } }',
        { tenderer },
        token,
      );
    const off = await toggle({ uuid: uuids[0], active: false });
    expect([off.code, off.message, off.data!.active]).toEqual([
      ResponseCode.SUCCESS,
      'Deactivated Successfully',
      false,
    ]);
    const switched = await toggle({ uuid: uuids[1] });
    expect([switched.message, switched.data!.active]).toEqual(['Deactivated Successfully', false]);
    const refused = await toggle({ uuid: uuids[2], active: false }, officer);
    expect(refused.code).toBe(ResponseCode.FORBIDDEN);

    const byActive = (isActive: boolean) =>
      call<Page>(
        'query ($isActive: Boolean!, $pageParam: PageableParamInput) { getTenderersByActive(isActive: $isActive, pageParam: $pageParam) { code data { content { name active } totalElements } } }',
        { isActive, pageParam: { page: 0, size: 10 } },
      );
    const inactive = await byActive(false);
    expect(inactive.data!.totalElements).toBe(2);
    expect(inactive.data!.content.map((row) => row.name)).toEqual([
      'Arusha Supplies',
      'Bagamoyo Traders',
    ]);
    const active = await byActive(true);
    expect(active.data!.totalElements).toBe(2);
    expect(active.data!.content.every((row) => row.active)).toBe(true);

    const back = await toggle({ uuid: uuids[1] });
    expect([back.message, back.data!.active]).toEqual(['Activated Successfully', true]);
    const certificate = await call<Record<string, unknown>>(
      'query ($uuid: String!) { findTendererCertificateByUuid(uuid: $uuid) { data { isValid } } }',
      { uuid: uuids[0] },
    );
    expect(certificate.data).toEqual({ isValid: false });
  });

  it('listAllTenderers: every live tenderer by name; officers are refused (9004)', async () => {
    const all = await call('query { listAllTenderers { code dataList { name } } }');
    expect(all.dataList!.map((row) => row.name)).toEqual([
      'Arusha Supplies',
      'Bagamoyo Traders',
      'Coastal Consult',
      'Kilimanjaro Builders Ltd',
    ]);
    const refused = await call('query { listAllTenderers { code } }', {}, officer);
    expect(refused.code).toBe(ResponseCode.FORBIDDEN);
    const pageRefused = await call('query { allTenderers { code } }', {}, officer);
    expect(pageRefused.code).toBe(ResponseCode.FORBIDDEN);
  });

  it('deleteTenderer(uuid): leaves the lists and closes the account', async () => {
    const refused = await call(
      'mutation ($uuid: String!) { deleteTenderer(uuid: $uuid) { code } }',
      { uuid: uuids[2] },
      officer,
    );
    expect(refused.code).toBe(ResponseCode.FORBIDDEN);
    const deleted = await call<Row>(
      'mutation ($uuid: String!) { deleteTenderer(uuid: $uuid) { code message data { name } } }',
      { uuid: uuids[2] },
    );
    expect([deleted.code, deleted.message]).toEqual([ResponseCode.SUCCESS, 'Deleted Successfully']);
    const page = await call<Page>(
      'query { allTenderers { data { totalElements content { name } } } }',
    );
    expect(page.data!.totalElements).toBe(3);
    expect(page.data!.content.map((row) => row.name)).not.toContain('Coastal Consult');
    const [account] = await server.db.select().from(users).where(eq(users.email, 't2@lists.test'));
    expect(account.active).toBe(false);
    const again = await call('mutation ($uuid: String!) { deleteTenderer(uuid: $uuid) { code } }', {
      uuid: uuids[2],
    });
    expect(again.code).toBe(ResponseCode.NOT_FOUND);
    const certificate = await call(
      'query ($uuid: String!) { findTendererCertificateByUuid(uuid: $uuid) { code } }',
      { uuid: uuids[2] },
    );
    expect(certificate.code).toBe(ResponseCode.NOT_FOUND);
  });
});

describe('a tenderer signed in', () => {
  it('reads its own certificate and its registered categories, not another tenderer', async () => {
    const own = await createTenderer(
      dtoFor('Mwanza Fisheries Supplies', 'own@tenderer.test', {
        tenderCategoryUuids: [categoryUuids.NC],
      }),
    );
    const other = await call<Page>(
      'query { allTenderers(pageParam: {size: 1}) { data { content { uuid } } } }',
    );
    // The account has no password yet (Forgot password sets one); the test sets one directly.
    await server.createUser({
      email: 'own-login@tenderer.test',
      password: 'Tenderer-Passw0rd!',
      role: 'PROCUREMENT_OFFICER',
    });
    const [login] = await server.db
      .select()
      .from(users)
      .where(eq(users.email, 'own-login@tenderer.test'));
    await server.db
      .update(tenderers)
      .set({ userId: login.id })
      .where(eq(tenderers.uuid, own.data!.uuid));
    const token = await server.accessToken('own-login@tenderer.test', 'Tenderer-Passw0rd!');

    const mine = await call<Record<string, unknown>>(
      'query ($uuid: String!) { findTendererCertificateByUuid(uuid: $uuid) { code data { tendererName tenderCategories { code } } } }',
      { uuid: own.data!.uuid },
      token,
    );
    expect(mine.data).toEqual({
      tendererName: 'Mwanza Fisheries Supplies',
      tenderCategories: [{ code: 'NC' }],
    });
    const theirs = await call(
      'query ($uuid: String!) { findTendererCertificateByUuid(uuid: $uuid) { code } }',
      { uuid: other.data!.content[0].uuid },
      token,
    );
    expect(theirs.code).toBe(ResponseCode.FORBIDDEN);
    const assigned = await call(
      'query { getUserTenderCategoryByAssignment { code dataList { code name } } }',
      {},
      token,
    );
    expect(assigned.dataList).toEqual([{ code: 'NC', name: 'Non-Consultancy Services' }]);
  });
});
