import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { graphqlPath } from '../../contract/services';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

const OFFICER = { email: 'officer@reference.test', password: 'Officer-Passw0rd!' };

type Row = Record<string, unknown> & { uuid: string; name: string };
type Result<T = unknown> = {
  code: number;
  message: string;
  data: T | null;
  dataList?: Row[] | null;
};
type Page = { content: Row[]; totalElements: number; totalPages: number; number: number };

let server: TestServer;
let admin: string;
let officer: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser({ ...OFFICER, role: 'PROCUREMENT_OFFICER' });
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  officer = await server.accessToken(OFFICER.email, OFFICER.password);
  // The server starts with every domain's seeds; allow for a busy machine.
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

async function call<T = unknown>(
  query: string,
  variables: Record<string, unknown> = {},
  token = admin,
): Promise<Result<T>> {
  const response = await server.graphql<Record<string, Result<T>>>('uaa', query, variables, token);
  expect(response.errors).toBeUndefined();
  return Object.values(response.data!)[0];
}

/** Each list of section 7.4 with its exact read, its administration operations and a seeded entry. */
const lists = [
  {
    read: 'allTenderCategories',
    type: 'TenderCategory',
    fields: 'uuid name code',
    seeded: 'Goods',
    save: [
      'createUpdateTenderCategory',
      'tenderCategory',
      { name: 'Disposal by Tender', code: 'D' },
    ],
    del: 'deleteTenderCategoryByUuid',
  },
  {
    read: 'allTendererCategories',
    type: 'TendererCategory',
    fields: 'uuid name',
    seeded: 'Local Company',
    save: ['createUpdateTendererCategory', 'tendererCategory', { name: 'Cooperative Society' }],
    del: 'deleteTendererCategoryByUuid',
  },
  {
    read: 'allStatutoryBoards',
    type: 'StatutoryBoard',
    fields: 'uuid name acronym',
    seeded: 'Contractors Registration Board',
    save: [
      'createUpdateStatutoryBoard',
      'statutoryBoard',
      { name: 'Tanzania Nursing and Midwifery Council', acronym: 'TNMC' },
    ],
    del: 'deleteStatutoryBoardByUuid',
  },
  {
    read: 'getAllBusinessLineGlobalConfigurations',
    type: 'BusinessLineGlobalConfiguration',
    fields: 'uuid name value',
    seeded: 'MAX_BUSINESS_LINES_PER_TENDERER',
    save: [
      'createUpdateBusinessLineGlobalConfiguration',
      'businessLineGlobalConfiguration',
      { name: 'MAX_JOINT_VENTURE_PARTNERS', value: '5' },
    ],
    // Setting names are upper-case keys.
    renamed: 'MAX_JOINT_VENTURE_MEMBERS',
    del: 'deleteBusinessLineGlobalConfigurationByUuid',
  },
  {
    read: 'allOfferTypes',
    type: 'OfferType',
    fields: 'uuid name',
    seeded: 'Main Offer',
    save: ['createUpdateOfferType', 'offerType', { name: 'Framework Offer' }],
    del: 'deleteOfferTypeByUuid',
  },
  {
    read: 'getAllAcademicLevels',
    type: 'AcademicLevel',
    fields: 'uuid name rank',
    seeded: 'Ordinary Diploma (NTA Level 6)',
    save: ['createUpdateAcademicLevel', 'academicLevel', { name: 'Post-doctorate', rank: 12 }],
    del: 'deleteAcademicLevelByUuid',
  },
  {
    read: 'getAllProfessionalQualifications',
    type: 'ProfessionalQualification',
    fields: 'uuid name acronym awardingBody',
    seeded: 'Certified Public Accountant',
    save: [
      'createUpdateProfessionalQualification',
      'professionalQualification',
      { name: 'Registered Land Surveyor', acronym: 'RLS', awardingBody: 'NCLS' },
    ],
    del: 'deleteProfessionalQualificationByUuid',
  },
  {
    read: 'allStatutoryOffers',
    type: 'StatutoryOffer',
    fields: 'uuid name issuingAuthority',
    seeded: 'Tax Clearance Certificate',
    save: [
      'createUpdateStatutoryOffer',
      'statutoryOffer',
      { name: 'Fire Safety Certificate', issuingAuthority: 'Fire and Rescue Force' },
    ],
    del: 'deleteStatutoryOfferByUuid',
  },
  {
    read: 'getAllEquipmentTypes',
    type: 'EquipmentType',
    fields: 'uuid name category',
    seeded: 'Excavator',
    save: [
      'createUpdateEquipmentType',
      'equipmentType',
      { name: 'Dump Truck', category: 'Haulage' },
    ],
    del: 'deleteEquipmentTypeByUuid',
  },
  {
    read: 'getAllTendererProfileSettings',
    type: 'TendererProfileSetting',
    fields: 'uuid name code isRequired',
    seeded: 'Litigation records',
    save: [
      'createUpdateTendererProfileSetting',
      'tendererProfileSetting',
      { name: 'Bank references', code: 'BANK_REFERENCES', isRequired: false },
    ],
    del: 'deleteTendererProfileSettingByUuid',
  },
  {
    read: 'allTendererSourceOfFunds',
    type: 'TendererSourceOfFund',
    fields: 'uuid name',
    seeded: 'Bank Loan',
    save: ['createUpdateTendererSourceOfFund', 'tendererSourceOfFund', { name: 'Venture Capital' }],
    del: 'deleteTendererSourceOfFundByUuid',
  },
  {
    read: 'getAllInstitutionActivities',
    type: 'InstitutionActivity',
    fields: 'uuid name',
    seeded: 'Health Services',
    save: ['createInstitutionActivity', 'institutionActivity', { name: 'Tourism and Wildlife' }],
    del: 'deleteInstitutionActivityByUuid',
  },
] as const;

const readAll = (read: string, fields: string, variables = '') =>
  `query { ${read}${variables} { code message dataList { ${fields} } } }`;

describe('whole reference lists (dataList)', () => {
  it.each(lists)('$read answers the seeded list to any signed-in user', async (list) => {
    const result = await call(readAll(list.read, list.fields), {}, officer);
    expect(result.code).toBe(ResponseCode.SUCCESS);
    expect(result.dataList!.map((row) => row.name)).toContain(list.seeded);
  });

  it.each(lists)('$read: create, update, delete by an administrator', async (list) => {
    const [saveName, variable, input] = list.save;
    const save = `mutation ($v: ${list.type}Input!) { ${saveName}(${variable}: $v) { code message data { ${list.fields} active } } }`;
    const created = await call<Row>(save, { v: input });
    expect([created.code, created.message]).toEqual([ResponseCode.SUCCESS, 'Created Successfully']);
    expect(created.data).toMatchObject({ ...input, active: true });

    const again = await call(save, { v: input });
    expect(again.code).toBe(ResponseCode.DUPLICATE);
    expect(again.message).toMatch(/already exists/);

    const renamed = 'renamed' in list ? list.renamed : `${input.name} X`;
    const edited = await call<Row>(save, {
      v: { ...input, uuid: created.data!.uuid, name: renamed, active: false },
    });
    expect([edited.code, edited.message]).toEqual([ResponseCode.SUCCESS, 'Edited Successfully']);
    expect(edited.data).toMatchObject({ name: renamed, active: false });

    const deleted = await call(
      `mutation ($uuid: String!) { ${list.del}(uuid: $uuid) { code message } }`,
      { uuid: created.data!.uuid },
    );
    expect([deleted.code, deleted.message]).toEqual([ResponseCode.SUCCESS, 'Deleted Successfully']);
    const live = await call(readAll(list.read, list.fields));
    expect(live.dataList!.map((row) => row.uuid)).not.toContain(created.data!.uuid);
    const removed = await call(readAll(list.read, list.fields, '(deleted: true)'));
    expect(removed.dataList!.map((row) => row.uuid)).toContain(created.data!.uuid);
  });

  it.each(lists)('$read: a procurement officer may not change it (9004)', async (list) => {
    const [saveName, variable, input] = list.save;
    const refused = await call(
      `mutation ($v: ${list.type}Input!) { ${saveName}(${variable}: $v) { code } }`,
      { v: input },
      officer,
    );
    expect(refused.code).toBe(ResponseCode.FORBIDDEN);
    const seeded = await call(readAll(list.read, list.fields));
    const target = seeded.dataList!.find((row) => row.name === list.seeded)!;
    const notDeleted = await call(
      `mutation ($uuid: String!) { ${list.del}(uuid: $uuid) { code } }`,
      { uuid: target.uuid },
      officer,
    );
    expect(notDeleted.code).toBe(ResponseCode.FORBIDDEN);
    const after = await call(readAll(list.read, list.fields));
    expect(after.dataList!.map((row) => row.uuid)).toContain(target.uuid);
  });

  it('answers one page in data when given a pageParam (administration screens)', async () => {
    const result = await call<Page>(
      `query ($p: PageableParamInput) { allStatutoryBoards(pageParam: $p) { code data { content { name acronym } totalElements totalPages number } dataList { name } } }`,
      { p: { page: 1, size: 5, sortBy: 'acronym', sortDirection: 'ASC' } },
    );
    expect(result.data!.totalElements).toBe(12);
    expect(result.data!.totalPages).toBe(3);
    expect(result.data!.content.map((row) => row.acronym)).toEqual([
      'OSHA',
      'PC',
      'PSPTB',
      'TBS',
      'TCRA',
    ]);
    expect(result.dataList).toBeNull();
  });

  it('orders academic levels by rank and refuses anonymous callers (9005)', async () => {
    const levels = await call(readAll('getAllAcademicLevels', 'name rank'));
    const ranks = levels.dataList!.map((row) => row.rank as number);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(levels.dataList![0].name).toBe('Primary Education');
    const anonymous = await server.graphql<Record<string, Result>>(
      'uaa',
      readAll('allTenderCategories', 'name'),
    );
    expect(anonymous.data!.allTenderCategories.code).toBe(ResponseCode.UNAUTHENTICATED);
  });
});

describe('tender categories and sub-categories', () => {
  it('seeds Goods, Works, Consultancy and Non-consultancy with sub-categories', async () => {
    const categories = await call(readAll('allTenderCategories', 'uuid name code'), {}, officer);
    expect(categories.dataList!.map((row) => row.code).sort()).toEqual(['C', 'G', 'NC', 'W']);
    const works = categories.dataList!.find((row) => row.code === 'W')!;
    const found = await call<Row>(
      'query ($uuid: String!) { findTenderCategoryByUuid(uuid: $uuid) { code data { name code } } }',
      { uuid: works.uuid },
      officer,
    );
    expect(found.data).toEqual({ name: 'Works', code: 'W' });

    const subs = await call(
      readAll(
        'allTenderSubCategories',
        'name tenderCategoryUuid tenderCategoryName tenderCategory { code }',
      ),
      {},
      officer,
    );
    const building = subs.dataList!.find((row) => row.name === 'Building Works')!;
    expect(building).toMatchObject({
      tenderCategoryUuid: works.uuid,
      tenderCategoryName: 'Works',
      tenderCategory: { code: 'W' },
    });
    expect(subs.dataList!.length).toBeGreaterThanOrEqual(30);
  });

  it('creates a sub-category under a category; an unknown category is 9001, nothing saved', async () => {
    const categories = await call(readAll('allTenderCategories', 'uuid code'));
    const goods = categories.dataList!.find((row) => row.code === 'G')!;
    const save =
      'mutation ($v: TenderSubCategoryInput!) { createUpdateTenderSubCategory(tenderSubCategory: $v) { code message data { uuid name tenderCategoryName } } }';
    const created = await call<Row>(save, {
      v: { name: 'Solar Equipment', tenderCategoryUuid: goods.uuid },
    });
    expect(created.data).toMatchObject({ name: 'Solar Equipment', tenderCategoryName: 'Goods' });
    const unknown = await call(save, {
      v: { name: 'Wind Turbines', tenderCategoryUuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect([unknown.code, unknown.message]).toEqual([
      ResponseCode.INVALID_INPUT,
      'tenderCategoryUuid: no such record',
    ]);
    const subs = await call(readAll('allTenderSubCategories', 'name'));
    expect(subs.dataList!.map((row) => row.name)).not.toContain('Wind Turbines');
    const deleted = await call(
      'mutation ($uuid: String!) { deleteTenderSubCategoryByUuid(uuid: $uuid) { code } }',
      { uuid: created.data!.uuid },
    );
    expect(deleted.code).toBe(ResponseCode.SUCCESS);
  });

  it('find<Type>ByUuid reads one record of every general list (what Edit loads), with its parent', async () => {
    const lists: [list: string, find: string][] = [
      ['allTenderSubCategories', 'findTenderSubCategoryByUuid'],
      ['allTendererCategories', 'findTendererCategoryByUuid'],
      ['allStatutoryBoards', 'findStatutoryBoardByUuid'],
      ['allBusinessLineConfigurations', 'findBusinessLineConfigurationByUuid'],
      ['getAllBusinessLineGlobalConfigurations', 'findBusinessLineGlobalConfigurationByUuid'],
      ['allOfferTypes', 'findOfferTypeByUuid'],
      ['getAllAcademicLevels', 'findAcademicLevelByUuid'],
      ['getAllProfessionalQualifications', 'findProfessionalQualificationByUuid'],
      ['allStatutoryOffers', 'findStatutoryOfferByUuid'],
      ['getAllEquipmentTypes', 'findEquipmentTypeByUuid'],
      ['getAllTendererProfileSettings', 'findTendererProfileSettingByUuid'],
      ['getAllInstitutionActivities', 'findInstitutionActivityByUuid'],
    ];
    for (const [list, find] of lists) {
      const rows = await call(readAll(list, 'uuid active'));
      expect(rows.dataList!.length, list).toBeGreaterThan(0);
      const first = rows.dataList![0];
      const found = await call<Row>(
        `query ($uuid: String!) { ${find}(uuid: $uuid) { code data { uuid active } } }`,
        { uuid: first.uuid },
      );
      expect([find, found.code, found.data]).toEqual([find, ResponseCode.SUCCESS, first]);
    }
    const authorities = await call<{ content: Row[] }>(
      'query { allBusinessLicenseAuthorities { data { content { uuid name } } } }',
    );
    const authority = authorities.data!.content[0];
    const foundAuthority = await call<Row>(
      'query ($uuid: String!) { findBusinessLicenseAuthorityByUuid(uuid: $uuid) { data { uuid name } } }',
      { uuid: authority.uuid },
    );
    expect(foundAuthority.data).toEqual(authority);
    const sub = (await call(readAll('allTenderSubCategories', 'uuid tenderCategoryName')))
      .dataList![0];
    const found = await call<Row>(
      'query ($uuid: String!) { findTenderSubCategoryByUuid(uuid: $uuid) { data { tenderCategoryName } } }',
      { uuid: sub.uuid },
    );
    expect(found.data!.tenderCategoryName).toBe(sub.tenderCategoryName);
    const missing = await call(
      'query ($uuid: String!) { findOfferTypeByUuid(uuid: $uuid) { code } }',
      { uuid: '00000000-0000-4000-8000-000000000000' },
    );
    expect(missing.code).toBe(ResponseCode.NOT_FOUND);
  });

  it('refuses bad input with 9001 and changes nothing', async () => {
    const before = await call(readAll('allTenderCategories', 'uuid'));
    const save =
      'mutation ($v: TenderCategoryInput!) { createUpdateTenderCategory(tenderCategory: $v) { code message } }';
    const tooShort = await call(save, { v: { name: 'X', code: 'X' } });
    expect(tooShort.code).toBe(ResponseCode.INVALID_INPUT);
    expect(tooShort.message).toMatch(/^name:/);
    const badUuid = await call(save, { v: { uuid: 'not-a-uuid', name: 'Goods', code: 'G' } });
    expect(badUuid.code).toBe(ResponseCode.INVALID_INPUT);
    const missing = await call(save, {
      v: { uuid: '00000000-0000-4000-8000-000000000000', name: 'Ghost', code: 'GH' },
    });
    expect(missing.code).toBe(ResponseCode.NOT_FOUND);
    const sameCode = await call(save, { v: { name: 'Other goods', code: 'g' } });
    expect([sameCode.code, sameCode.message]).toEqual([
      ResponseCode.DUPLICATE,
      'A record with the same code already exists',
    ]);
    const after = await call(readAll('allTenderCategories', 'uuid'));
    expect(after.dataList!.length).toBe(before.dataList!.length);
    const notFound = await call(
      'query ($uuid: String!) { findTenderCategoryByUuid(uuid: $uuid) { code } }',
      { uuid: 'nope' },
    );
    expect(notFound.code).toBe(ResponseCode.INVALID_INPUT);
  });

  it('getUserTenderCategoryByAssignment gives institution staff every active category', async () => {
    const result = await call(
      'query { getUserTenderCategoryByAssignment { code dataList { code } } }',
      {},
      officer,
    );
    expect(result.dataList!.map((row) => row.code).sort()).toEqual(['C', 'G', 'NC', 'W']);
  });
});

describe('paged lists', () => {
  it('allBusinessLicenseAuthorities(pageParam): BRELA and local government authorities', async () => {
    const query =
      'query ($p: PageableParamInput) { allBusinessLicenseAuthorities(pageParam: $p) { code data { content { name acronym authorityType } totalElements totalPages size number } } }';
    const first = await call<Page>(query, { p: { page: 0, size: 10 } }, officer);
    expect(first.data).toMatchObject({ totalElements: 15, totalPages: 2, size: 10, number: 0 });
    const central = await call<Page>(query, {
      p: { filters: [{ fieldName: 'authorityType', operation: 'EQ', value1: 'CENTRAL' }] },
    });
    expect(central.data!.content.map((row) => row.acronym)).toEqual(['BRELA', 'TIC', 'BPRA']);
    const defaults = await call<Page>(
      'query { allBusinessLicenseAuthorities { data { size totalElements } } }',
    );
    expect(defaults.data).toEqual({ size: 25, totalElements: 15 });
    const badSort = await call(query, { p: { sortBy: 'password' } });
    expect(badSort.code).toBe(ResponseCode.INVALID_INPUT);
  });

  it('allBusinessLines(pageparam) and createUpdateBusinessLine(businessLine)', async () => {
    const query =
      'query ($p: PageableParamInput) { allBusinessLines(pageparam: $p) { code data { content { uuid name code tenderCategoryName } totalElements } } }';
    const page = await call<Page>(query, {
      p: { size: 50, filters: [{ fieldName: 'name', operation: 'LIKE', value1: 'contractor' }] },
    });
    expect(page.data!.totalElements).toBe(5);
    expect(page.data!.content.every((row) => row.tenderCategoryName === 'Works')).toBe(true);
    const categories = await call(readAll('allTenderCategories', 'uuid code'));
    const consultancy = categories.dataList!.find((row) => row.code === 'C')!;
    const saved = await call<Row>(
      'mutation ($businessLine: BusinessLineInput!) { createUpdateBusinessLine(businessLine: $businessLine) { code message data { uuid name code tenderCategoryName } } }',
      {
        businessLine: {
          name: 'Environmental Impact Assessment',
          code: 'C-EIA',
          tenderCategoryUuid: consultancy.uuid,
        },
      },
    );
    expect(saved.data).toMatchObject({ code: 'C-EIA', tenderCategoryName: 'Consultancy Services' });
    const total = await call<Page>(query, { p: { size: 1 } });
    expect(total.data!.totalElements).toBe(19);
  });

  it('business line configurations name their line, board and licence authority', async () => {
    const configurations = await call(
      readAll(
        'allBusinessLineConfigurations',
        'uuid businessLineName statutoryBoardName businessLicenseAuthorityName requiresBoardRegistration',
      ),
    );
    expect(configurations.dataList).toContainEqual(
      expect.objectContaining({
        businessLineName: 'Building Contractor',
        statutoryBoardName: 'Contractors Registration Board',
        businessLicenseAuthorityName: 'Business Registrations and Licensing Agency',
        requiresBoardRegistration: true,
      }),
    );
    const lines = await call<Page>(
      'query { allBusinessLines(pageparam: {size: 100}) { data { content { uuid name } } } }',
    );
    const line = lines.data!.content.find((row) => row.name === 'Environmental Impact Assessment')!;
    const save =
      'mutation ($v: BusinessLineConfigurationInput!) { createUpdateBusinessLineConfiguration(businessLineConfiguration: $v) { code message data { businessLineName requiresBoardRegistration } } }';
    const noBoard = await call(save, {
      v: { businessLineUuid: line.uuid, requiresBoardRegistration: true },
    });
    expect(noBoard.code).toBe(ResponseCode.INVALID_INPUT);
    const saved = await call(save, { v: { businessLineUuid: line.uuid } });
    expect(saved.data).toEqual({
      businessLineName: 'Environmental Impact Assessment',
      requiresBoardRegistration: false,
    });
    const second = await call(save, { v: { businessLineUuid: line.uuid } });
    expect(second.code).toBe(ResponseCode.DUPLICATE);
  });
});

describe('countries and sources of funds', () => {
  it('getAllCountries: every country with its calling code, in the caller language', async () => {
    const query = readAll('getAllCountries', 'id uuid name isoCode phoneCode');
    const result = await call(query, {}, officer);
    const tanzania = result.dataList!.find((row) => row.isoCode === 'TZ')!;
    expect(tanzania).toMatchObject({ phoneCode: '255' });
    expect(tanzania.name).toMatch(/Tanzania/);
    expect(result.dataList!.length).toBeGreaterThan(200);
    const kenya = result.dataList!.find((row) => row.isoCode === 'KE')!;
    expect(kenya).toMatchObject({ name: 'Kenya', phoneCode: '254' });

    const response = await fetch(`${server.baseUrl}${graphqlPath('zabuni', 'uaa')}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${officer}`,
        'content-language': 'sw',
      },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { data: { getAllCountries: Result } };
    const germany = body.data.getAllCountries.dataList!.find((row) => row.isoCode === 'DE')!;
    expect(germany.name).toBe('Ujerumani');
  });

  it('findTendererSourceOfFundByUuid(uuid)', async () => {
    const funds = await call(readAll('allTendererSourceOfFunds', 'id uuid name'), {}, officer);
    const loan = funds.dataList!.find((row) => row.name === 'Bank Loan')!;
    const found = await call<Row>(
      'query ($uuid: String!) { findTendererSourceOfFundByUuid(uuid: $uuid) { code data { id uuid name } } }',
      { uuid: loan.uuid },
      officer,
    );
    expect(found.data).toEqual(loan);
  });
});
