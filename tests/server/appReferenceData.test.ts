import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { institutions, users } from '../../server/db/schema/identity';
import { financialYears } from '../../server/db/schema/planning';
import { tenders } from '../../server/db/schema/procurementReference';
import { tenderCategories } from '../../server/db/schema/referenceData';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

/** Every operation of the app's procurement reference data, called with its exact variables. */

const OFFICER = { email: 'officer@ref.test', password: 'Officer-Passw0rd!' };
const OTHER = { email: 'other@ref.test', password: 'Other-Passw0rd!' };
const ACCOUNTING = { email: 'ao@ref.test', password: 'Accounting-Passw0rd!' };

type Result<T = unknown> = {
  code: number;
  message: string;
  status: boolean;
  data: T | null;
  dataList?: T[] | null;
};
type Row = Record<string, unknown> & { uuid: string };
type AppPage<T = Row> = {
  rows: T[];
  currentPage: number;
  hasNext: boolean;
  first: boolean;
  hasPrevious: boolean;
  totalRecords: number;
  totalPages: number;
  metaData: { fieldName: string; isSearchable: boolean; isSortable: boolean; isEnum: boolean }[];
};

const APP_PAGE =
  'currentPage hasNext first hasPrevious totalRecords totalPages metaData { fieldName isSearchable isSortable isEnum }';

let server: TestServer;
let tokens: Record<'admin' | 'officer' | 'other' | 'accounting', string>;
let category: Record<'G' | 'W' | 'C' | 'NC', string>;
let yearUuid: string;
let tenderUuid: string;
let otherTenderUuid: string;

/** Runs an app operation and answers its envelope (the one root field). */
async function call<T = unknown>(
  query: string,
  variables: Record<string, unknown> = {},
  token = tokens.admin,
): Promise<Result<T>> {
  const response = await server.graphql<Record<string, Result<T>>>('app', query, variables, token);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return Object.values(response.data!)[0];
}

beforeAll(async () => {
  server = await startTestServer();
  const [mine, theirs] = await server.db
    .insert(institutions)
    .values([{ name: 'Tanzania Ports Authority' }, { name: 'Muhimbili National Hospital' }])
    .returning();
  for (const [person, role, institution] of [
    [OFFICER, 'PROCUREMENT_OFFICER', mine],
    [OTHER, 'PROCUREMENT_OFFICER', theirs],
    [ACCOUNTING, 'ACCOUNTING_OFFICER', mine],
  ] as const) {
    await server.createUser({ ...person, role });
    await server.db
      .update(users)
      .set({ institutionId: institution.id })
      .where(eq(users.email, person.email));
  }
  const [year] = await server.db
    .insert(financialYears)
    .values({ code: '2026/2027', startDate: '2026-07-01', endDate: '2027-06-30' })
    .returning();
  yearUuid = year.uuid;
  const categories = await server.db.select().from(tenderCategories);
  category = Object.fromEntries(categories.map((c) => [c.code, c.uuid])) as typeof category;
  const goods = categories.find((c) => c.code === 'G')!;
  const [tender, otherTender] = await server.db
    .insert(tenders)
    .values([
      {
        institutionId: mine.id,
        referenceNumber: 'TPA/2026/G/01',
        title: 'Supply of mooring ropes',
        procurementCategoryId: goods.id,
      },
      {
        institutionId: theirs.id,
        referenceNumber: 'MNH/2026/G/07',
        title: 'Supply of examination gloves',
        procurementCategoryId: goods.id,
      },
    ])
    .returning();
  tenderUuid = tender.uuid;
  otherTenderUuid = otherTender.uuid;
  tokens = {
    admin: await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD),
    officer: await server.accessToken(OFFICER.email, OFFICER.password),
    other: await server.accessToken(OTHER.email, OTHER.password),
    accounting: await server.accessToken(ACCOUNTING.email, ACCOUNTING.password),
  };
});
afterAll(async () => {
  await server?.stop();
});

describe('whole lists (seeded, read by every signed-in user)', () => {
  const wholeList = async (name: string, fields: string, token = tokens.accounting) =>
    (await call<Row>(`query { ${name} { code message status dataList { ${fields} } } }`, {}, token))
      .dataList!;

  it('getSpecialDays, getHolidays (Tanzania, this year and next), getAllGFSCodes, getUnitOfMeasures', async () => {
    expect(await wholeList('getSpecialDays', 'uuid name date')).toContainEqual(
      expect.objectContaining({ name: 'General Election Day', date: '2025-10-29' }),
    );
    const holidayRows = await wholeList('getHolidays', 'uuid name date type');
    const year = new Date().getUTCFullYear();
    expect(holidayRows).toContainEqual(
      expect.objectContaining({ name: 'Union Day', date: `${year}-04-26`, type: 'public' }),
    );
    expect(holidayRows).toContainEqual(
      expect.objectContaining({ name: 'Nyerere Day', date: `${year + 1}-10-14` }),
    );
    expect(holidayRows).toContainEqual(
      expect.objectContaining({ name: 'Zanzibar Revolution Day', date: `${year}-01-12` }),
    );
    expect(holidayRows.every((h) => String(h.date) >= `${year}-01-01`)).toBe(true);
    const dates = holidayRows.map((h) => String(h.date));
    expect(dates).toEqual([...dates].sort());
    const gfs = await wholeList('getAllGFSCodes', 'uuid code description category');
    expect(gfs).toContainEqual(
      expect.objectContaining({
        code: '221000',
        description: 'Travel - In - Country',
        category: 'EXPENDITURE',
      }),
    );
    expect(gfs.map((g) => g.code)).toEqual([...gfs.map((g) => g.code)].sort());
    const units = await wholeList('getUnitOfMeasures', 'uuid name symbol');
    expect(units).toContainEqual(expect.objectContaining({ name: 'Kilogram', symbol: 'kg' }));
  });

  it('getSourceOfFunds, getSelectionMethods, getTimelines, getProcurementMethodSelectionReasons', async () => {
    expect((await wholeList('getSourceOfFunds', 'code name')).map((r) => r.code)).toEqual(
      expect.arrayContaining(['GOT', 'OWN', 'DP-GRANT', 'DP-LOAN', 'BASKET']),
    );
    expect((await wholeList('getSelectionMethods', 'code name')).map((r) => r.code).sort()).toEqual(
      ['CQS', 'FBS', 'ICS', 'LCS', 'QBS', 'QCBS', 'SSS'],
    );
    expect(await wholeList('getTimelines', 'code days')).toContainEqual({
      code: 'TENDER_VALIDITY',
      days: 120,
    });
    const reasons = await wholeList(
      'getProcurementMethodSelectionReasons',
      'reason procurementMethod { code }',
    );
    expect(reasons).toContainEqual(
      expect.objectContaining({
        reason: 'Only one supplier can provide the goods (proprietary or exclusive rights)',
        procurementMethod: { code: 'SS' },
      }),
    );
  });

  it('getAllUNSPSCCommodityCodes on four levels, allInspectionTests, getScheduleOfRequirements', async () => {
    const codes = await wholeList('getAllUNSPSCCommodityCodes', 'code title level parentCode');
    expect(codes).toContainEqual({
      code: '43211503',
      title: 'Notebook computers',
      level: 'COMMODITY',
      parentCode: '43211500',
    });
    expect(new Set(codes.map((c) => c.level))).toEqual(
      new Set(['SEGMENT', 'FAMILY', 'CLASS', 'COMMODITY']),
    );
    const tests = await wholeList('allInspectionTests', 'inspectionTestQuestion inputType');
    expect(tests[0]).toEqual({
      inspectionTestQuestion: 'Do the delivered items match the specification in the contract?',
      inputType: 'YES_NO',
    });
    const schedules = await wholeList(
      'getScheduleOfRequirements',
      'name procurementCategory { code }',
    );
    expect(schedules).toContainEqual({
      name: 'Bill of quantities',
      procurementCategory: { code: 'W' },
    });
  });

  it('a whole list given a pageParam answers that page in data', async () => {
    const result = await call<{ content: Row[]; totalElements: number; totalPages: number }>(
      'query ($pageParam: PageableParamInput) { getUnitOfMeasures(pageParam: $pageParam) { code data { content { name } totalElements totalPages } } }',
      { pageParam: { page: 1, size: 5, sortBy: 'name', sortDirection: 'ASC' } },
    );
    expect(result.data!.totalElements).toBe(28);
    expect(result.data!.totalPages).toBe(6);
    expect(result.data!.content.map((u) => u.name)).toEqual([
      'Dozen',
      'Each',
      'Gigabyte',
      'Gram',
      'Grams per square metre',
    ]);
  });
});

describe('in-category reads', () => {
  it('getProcurementMethodInCategory(uuid): the methods allowed for consultancy and for works', async () => {
    const consultancy = await call<Row>(
      'query ($uuid: String!) { getProcurementMethodInCategory(uuid: $uuid) { code dataList { code procurementCategories { code } } } }',
      { uuid: category.C },
      tokens.officer,
    );
    expect(consultancy.dataList!.map((m) => m.code)).toEqual(['QCBS', 'SS']);
    const works = await call<Row>(
      'query ($uuid: String!) { getProcurementMethodInCategory(uuid: $uuid) { code dataList { code } } }',
      { uuid: category.W },
      tokens.officer,
    );
    expect(works.dataList!.map((m) => m.code)).toEqual([
      'FA',
      'ICT',
      'MVP',
      'NCT',
      'RFQ',
      'RT',
      'SS',
    ]);
  });

  it('getContractTypesInCategory(uuid) and getScheduleOfRequirementsByProcurementCategoryUuid', async () => {
    const works = await call<Row>(
      'query ($uuid: String!) { getContractTypesInCategory(uuid: $uuid) { code dataList { code name procurementCategory { code name } } } }',
      { uuid: category.W },
      tokens.officer,
    );
    expect(works.dataList!.map((t) => t.code)).toEqual(['W-BOQ', 'W-DB', 'W-LS']);
    expect(works.dataList![0].procurementCategory).toEqual({ code: 'W', name: 'Works' });
    const schedules = await call<Row>(
      'query ($procurementCategoryUuid: String!) { getScheduleOfRequirementsByProcurementCategoryUuid(procurementCategoryUuid: $procurementCategoryUuid) { code dataList { name } } }',
      { procurementCategoryUuid: category.C },
      tokens.officer,
    );
    expect(schedules.dataList).toEqual([{ name: 'Terms of reference' }]);
  });

  it('an unknown category is NOT_FOUND and a malformed uuid INVALID_INPUT', async () => {
    const unknown = await call(
      'query ($uuid: String!) { getContractTypesInCategory(uuid: $uuid) { code message } }',
      { uuid: '7c0f3f9e-0000-4000-8000-000000000000' },
    );
    expect(unknown.code).toBe(ResponseCode.NOT_FOUND);
    const malformed = await call(
      'query ($uuid: String!) { getProcurementMethodInCategory(uuid: $uuid) { code message } }',
      { uuid: 'goods' },
    );
    expect(malformed.code).toBe(ResponseCode.INVALID_INPUT);
  });
});

describe('app-envelope lists', () => {
  const contractTypesQuery = `query ($input: AppPageInput) { getContractTypes(input: $input) { code message data { rows { uuid code name procurementCategory { code } } ${APP_PAGE} } } }`;

  it('getContractTypes(input): envelope fields, metaData, paging totals', async () => {
    const first = await call<AppPage>(contractTypesQuery, { input: { page: 1, pageSize: 4 } });
    expect(first.code).toBe(ResponseCode.SUCCESS);
    const page = first.data!;
    expect(page).toMatchObject({
      currentPage: 1,
      hasNext: true,
      first: true,
      hasPrevious: false,
      totalRecords: 11,
      totalPages: 3,
    });
    expect(page.rows).toHaveLength(4);
    expect(page.metaData).toContainEqual({
      fieldName: 'name',
      isSearchable: true,
      isSortable: true,
      isEnum: false,
    });
    const last = (await call<AppPage>(contractTypesQuery, { input: { page: 3, pageSize: 4 } }))
      .data!;
    expect(last).toMatchObject({ currentPage: 3, hasNext: false, first: false, hasPrevious: true });
    expect(last.rows).toHaveLength(3);
  });

  it('mustHaveFilters EQ and LIKE filter in the database', async () => {
    const eq = await call<AppPage>(contractTypesQuery, {
      input: {
        page: 1,
        pageSize: 10,
        mustHaveFilters: [{ fieldName: 'code', operation: 'EQ', value1: 'C-TB' }],
      },
    });
    expect(eq.data!.rows.map((r) => r.name)).toEqual(['Time-based']);
    expect(eq.data!.totalRecords).toBe(1);
    const like = await call<AppPage>(contractTypesQuery, {
      input: {
        page: 1,
        pageSize: 10,
        mustHaveFilters: [{ fieldName: 'name', operation: 'LIKE', value1: 'LUMP' }],
      },
    });
    expect(like.data!.rows.map((r) => r.code).sort()).toEqual(['C-LS', 'NC-LS', 'W-LS']);
  });

  it('an unknown field or filter is a clear 9001, never SQL; an unknown operation is refused too', async () => {
    const unknownFilter = await call<AppPage>(contractTypesQuery, {
      input: { mustHaveFilters: [{ fieldName: 'password', operation: 'EQ', value1: 'x' }] },
    });
    expect(unknownFilter.code).toBe(ResponseCode.INVALID_INPUT);
    expect(unknownFilter.message).toContain('Cannot filter by "password"');
    expect(unknownFilter.message).not.toMatch(/select|from|where/i);
    const unknownField = await call<AppPage>(contractTypesQuery, {
      input: { fields: ['name', 'secret'] },
    });
    expect(unknownField.code).toBe(ResponseCode.INVALID_INPUT);
    expect(unknownField.message).toBe('Unknown field "secret"');
    const unknownSort = await call<AppPage>(contractTypesQuery, { input: { sortBy: 'id; drop' } });
    expect(unknownSort.code).toBe(ResponseCode.INVALID_INPUT);
    const badOperation = await server.graphqlRaw<{ getContractTypes: Result | null }>(
      'app',
      contractTypesQuery,
      { input: { mustHaveFilters: [{ fieldName: 'name', operation: 'GT', value1: 'a' }] } },
      tokens.admin,
    );
    expect(badOperation.body.data?.getContractTypes ?? null).toBeNull();
    expect(badOperation.body.errors![0].message).toContain('"GT"');
    expect(badOperation.body.errors![0].message).not.toMatch(/select|from|where/i);
  });

  it('getAllSourceOfFunds(input), getScheduleOfRequirementsData(input), getLotGroups(input), getSpecificationSettings(input)', async () => {
    const sources = await call<AppPage>(
      `query ($input: AppPageInput) { getAllSourceOfFunds(input: $input) { code data { rows { code name } ${APP_PAGE} } } }`,
      {
        input: {
          page: 1,
          pageSize: 2,
          mustHaveFilters: [{ fieldName: 'name', operation: 'LIKE', value1: 'partner' }],
        },
      },
      tokens.officer,
    );
    expect(sources.data!.totalRecords).toBe(2);
    expect(sources.data!.rows.map((r) => r.code)).toEqual(['DP-GRANT', 'DP-LOAN']);
    const schedules = await call<AppPage>(
      `query ($input: AppPageInput) { getScheduleOfRequirementsData(input: $input) { code data { rows { name } ${APP_PAGE} } } }`,
      { input: { page: 1, pageSize: 10 } },
      tokens.officer,
    );
    expect(schedules.data!.totalRecords).toBe(4);
    const groups = await call<AppPage>(
      `query ($input: AppPageInput) { getLotGroups(input: $input) { code data { rows { name } ${APP_PAGE} } } }`,
      { input: { page: 1, pageSize: 10 } },
      tokens.officer,
    );
    expect(groups.code).toBe(ResponseCode.SUCCESS);
    expect(groups.data!.totalRecords).toBe(0);
    const settings = await call<AppPage>(
      `query ($input: AppPageInput) { getSpecificationSettings(input: $input) { code data { rows { uuid unspscCode fieldName fieldType unitOfMeasure { id name } isRequired status } ${APP_PAGE} } } }`,
      {
        input: {
          page: 1,
          pageSize: 10,
          mustHaveFilters: [{ fieldName: 'unspscCode', operation: 'EQ', value1: '43211503' }],
        },
      },
      tokens.officer,
    );
    expect(settings.data!.rows.map((r) => r.fieldName)).toEqual([
      'Memory (RAM)',
      'Processor',
      'Screen size',
      'Storage',
    ]);
    expect(settings.data!.rows[0]).toMatchObject({
      fieldType: 'NUMBER',
      isRequired: true,
      status: 'ACTIVE',
      unitOfMeasure: { name: 'Gigabyte' },
    });
    expect(settings.data!.metaData.find((m) => m.fieldName === 'status')).toEqual({
      fieldName: 'status',
      isSearchable: true,
      isSortable: true,
      isEnum: true,
    });
  });
});

describe('administration of the lists', () => {
  it('create, edit, find and delete a GFS code; the list follows', async () => {
    const created = await call<Row>(
      'mutation ($gfsCode: GfsCodeInput!) { createUpdateGFSCode(gfsCode: $gfsCode) { code message data { uuid code description category } } }',
      {
        gfsCode: {
          code: '220600',
          description: 'Clothing, Bedding, Footwear and Services',
          category: 'EXPENDITURE',
        },
      },
    );
    expect(created.code).toBe(ResponseCode.SUCCESS);
    expect(created.message).toBe('Created Successfully');
    const uuid = created.data!.uuid;
    const edited = await call<Row>(
      'mutation ($gfsCode: GfsCodeInput!) { createUpdateGFSCode(gfsCode: $gfsCode) { code message data { description } } }',
      {
        gfsCode: {
          uuid,
          code: '220600',
          description: 'Clothing, Bedding, Footwear',
          category: 'EXPENDITURE',
        },
      },
    );
    expect(edited.message).toBe('Edited Successfully');
    const found = await call<Row>(
      'query ($uuid: String!) { findGFSCodeByUuid(uuid: $uuid) { code data { description } } }',
      { uuid },
    );
    expect(found.data!.description).toBe('Clothing, Bedding, Footwear');
    const duplicate = await call(
      'mutation ($gfsCode: GfsCodeInput!) { createUpdateGFSCode(gfsCode: $gfsCode) { code message } }',
      { gfsCode: { code: '220600', description: 'Again', category: 'EXPENDITURE' } },
    );
    expect(duplicate.code).toBe(ResponseCode.DUPLICATE);
    const deleted = await call(
      'mutation ($uuid: String!) { deleteGFSCode(uuid: $uuid) { code message } }',
      { uuid },
    );
    expect(deleted.message).toBe('Deleted Successfully');
    const list = await call<Row>('query { getAllGFSCodes { dataList { code } } }');
    expect(list.dataList!.map((g) => g.code)).not.toContain('220600');
  });

  it('a save switches active on every list (units of measure and GFS codes alike)', async () => {
    const created = await call<Row>(
      'mutation ($unitOfMeasure: UnitOfMeasureInput!) { createUpdateUnitOfMeasure(unitOfMeasure: $unitOfMeasure) { code data { uuid active } } }',
      { unitOfMeasure: { name: 'Bale', symbol: 'bale' } },
    );
    expect(created.data!.active).toBe(true);
    const deactivated = await call<Row>(
      'mutation ($unitOfMeasure: UnitOfMeasureInput!) { createUpdateUnitOfMeasure(unitOfMeasure: $unitOfMeasure) { code data { active } } }',
      { unitOfMeasure: { uuid: created.data!.uuid, name: 'Bale', symbol: 'bale', active: false } },
    );
    expect(deactivated.data!.active).toBe(false);
    const gfs = await call<Row>(
      'mutation ($gfsCode: GfsCodeInput!) { createUpdateGFSCode(gfsCode: $gfsCode) { code data { uuid active } } }',
      {
        gfsCode: {
          code: '229901',
          description: 'Retired code',
          category: 'EXPENDITURE',
          active: false,
        },
      },
    );
    expect(gfs.code).toBe(ResponseCode.SUCCESS);
    const found = await call<Row>(
      'query ($uuid: String!) { findGFSCodeByUuid(uuid: $uuid) { data { active } } }',
      { uuid: gfs.data!.uuid },
    );
    expect(found.data!.active).toBe(false);
  });

  it('lot groups, selection reasons and stages refuse exact duplicates and one-character names', async () => {
    const lotGroup = (name: string) =>
      call(
        'mutation ($lotGroup: LotGroupInput!) { createUpdateLotGroup(lotGroup: $lotGroup) { code message } }',
        { lotGroup: { name } },
      );
    expect((await lotGroup('Medical supplies')).code).toBe(ResponseCode.SUCCESS);
    expect(await lotGroup('medical SUPPLIES')).toEqual({
      code: ResponseCode.DUPLICATE,
      message: 'A record with the same name already exists',
    });
    expect((await lotGroup('M')).code).toBe(ResponseCode.INVALID_INPUT);

    const reason = (text: string) =>
      call(
        'mutation ($reason: ProcurementMethodSelectionReasonInput!) { createUpdateProcurementMethodSelectionReason(procurementMethodSelectionReason: $reason) { code message } }',
        { reason: { reason: text } },
      );
    expect((await reason('Only one supplier holds the patent')).code).toBe(ResponseCode.SUCCESS);
    expect((await reason('Only one supplier holds the patent')).code).toBe(ResponseCode.DUPLICATE);
    expect((await reason('x')).code).toBe(ResponseCode.INVALID_INPUT);

    const stage = (name: string) =>
      call(
        'mutation ($procurementStage: ProcurementStageInput!) { createUpdateProcurementStage(procurementStage: $procurementStage) { code } }',
        { procurementStage: { name, procurementStageTypeEnum: 'EVALUATION', position: 9 } },
      );
    expect((await stage('Due diligence')).code).toBe(ResponseCode.SUCCESS);
    expect((await stage('Due diligence')).code).toBe(ResponseCode.DUPLICATE);
    expect((await stage('D')).code).toBe(ResponseCode.INVALID_INPUT);
  });

  it('bad input is 9001 and changes nothing', async () => {
    const before = (await call<Row>('query { getSpecialDays { dataList { uuid } } }')).dataList!
      .length;
    const badDate = await call(
      'mutation ($specialDay: SpecialDayInput!) { createUpdateSpecialDay(specialDay: $specialDay) { code message } }',
      { specialDay: { name: 'Census night', date: '2026-02-30x' } },
    );
    expect(badDate.code).toBe(ResponseCode.INVALID_INPUT);
    const badCategory = await call(
      'mutation ($contractType: ContractTypeInput!) { createUpdateContractType(contractType: $contractType) { code message } }',
      {
        contractType: {
          name: 'Turnkey',
          code: 'W-TK',
          procurementCategoryUuid: '7c0f3f9e-0000-4000-8000-000000000000',
        },
      },
    );
    expect(badCategory.code).toBe(ResponseCode.INVALID_INPUT);
    expect(badCategory.message).toContain('Unknown procurement category');
    const badUnspsc = await call(
      'mutation ($specificationSetting: SpecificationSettingInput!) { createUpdateSpecificationSetting(specificationSetting: $specificationSetting) { code message } }',
      { specificationSetting: { unspscCode: '99999999', fieldName: 'Colour', fieldType: 'TEXT' } },
    );
    expect(badUnspsc.code).toBe(ResponseCode.INVALID_INPUT);
    expect(
      (await call<Row>('query { getSpecialDays { dataList { uuid } } }')).dataList!.length,
    ).toBe(before);
    const types = await call<AppPage>(
      'query ($input: AppPageInput) { getContractTypes(input: $input) { data { totalRecords } } }',
      { input: { page: 1, pageSize: 1 } },
    );
    expect(types.data!.totalRecords).toBe(11);
  });

  it('every list can be created, edited and deleted by its exact operation', async () => {
    const saves: [string, string, string, Record<string, unknown>, string][] = [
      [
        'createUpdateSpecialDay',
        'specialDay',
        'SpecialDayInput',
        { name: 'Census day', date: '2026-08-23' },
        'deleteSpecialDay',
      ],
      [
        'createUpdateHoliday',
        'holiday',
        'HolidayInput',
        { name: 'Extra holiday', date: '2026-11-30', type: 'public' },
        'deleteHoliday',
      ],
      [
        'createUpdateUnitOfMeasure',
        'unitOfMeasure',
        'UnitOfMeasureInput',
        { name: 'Hectare', symbol: 'ha' },
        'deleteUnitOfMeasure',
      ],
      [
        'createUpdateSourceOfFunds',
        'sourceOfFunds',
        'SourceOfFundsInput',
        { name: 'Road Fund', code: 'RF' },
        'deleteSourceOfFunds',
      ],
      [
        'createUpdateContractType',
        'contractType',
        'ContractTypeInput',
        { name: 'Turnkey', code: 'W-TK', procurementCategoryUuid: '' },
        'deleteContractType',
      ],
      [
        'createUpdateSelectionMethod',
        'selectionMethod',
        'SelectionMethodInput',
        { name: 'Community participation', code: 'CPS' },
        'deleteSelectionMethod',
      ],
      [
        'createUpdateTimeline',
        'timeline',
        'TimelineInput',
        { name: 'Bid preparation', code: 'BID_PREP', days: 21 },
        'deleteTimeline',
      ],
      [
        'createUpdateProcurementMethodSelectionReason',
        'procurementMethodSelectionReason',
        'ProcurementMethodSelectionReasonInput',
        { reason: 'Framework call-off' },
        'deleteProcurementMethodSelectionReason',
      ],
      [
        'createUpdateUNSPSCCode',
        'unspscCode',
        'UnspscCodeInput',
        {
          code: '43211508',
          title: 'Personal computers',
          level: 'COMMODITY',
          parentCode: '43211500',
        },
        'deleteUNSPSCCode',
      ],
      [
        'createUpdateSpecificationSetting',
        'specificationSetting',
        'SpecificationSettingInput',
        {
          unspscCode: '43211507',
          fieldName: 'Operating system',
          fieldType: 'TEXT',
          isRequired: true,
        },
        'deleteSpecificationSetting',
      ],
      [
        'createUpdateInspectionTest',
        'inspectionTest',
        'InspectionTestInput',
        { inspectionTestQuestion: 'Are the manuals included?', inputType: 'YES_NO' },
        'deleteInspectionTest',
      ],
      [
        'createUpdateScheduleOfRequirements',
        'scheduleOfRequirements',
        'ScheduleOfRequirementsInput',
        { name: 'Price schedule', procurementCategoryUuid: '' },
        'deleteScheduleOfRequirements',
      ],
      [
        'createUpdateLotGroup',
        'lotGroup',
        'LotGroupInput',
        { name: 'Dar es Salaam lots' },
        'deleteLotGroup',
      ],
    ];
    for (const [save, variable, inputType, input, remove] of saves) {
      const withCategory =
        'procurementCategoryUuid' in input
          ? { ...input, procurementCategoryUuid: category.W }
          : input;
      const created = await call<Row>(
        `mutation ($${variable}: ${inputType}!) { ${save}(${variable}: $${variable}) { code message data { uuid active } } }`,
        { [variable]: withCategory },
      );
      expect(created.code, `${save}: ${created.message}`).toBe(ResponseCode.SUCCESS);
      const edited = await call<Row>(
        `mutation ($${variable}: ${inputType}!) { ${save}(${variable}: $${variable}) { code message } }`,
        { [variable]: { ...withCategory, uuid: created.data!.uuid } },
      );
      expect(edited.message, save).toBe('Edited Successfully');
      const deleted = await call(
        `mutation ($uuid: String!) { ${remove}(uuid: $uuid) { code message } }`,
        { uuid: created.data!.uuid },
      );
      expect(deleted.code, remove).toBe(ResponseCode.SUCCESS);
      const again = await call(`mutation ($uuid: String!) { ${remove}(uuid: $uuid) { code } }`, {
        uuid: created.data!.uuid,
      });
      expect(again.code, remove).toBe(ResponseCode.NOT_FOUND);
    }
  });

  it('find by uuid answers the specification setting with id and its GFS code', async () => {
    const gfs = (
      await call<Row>('query { getAllGFSCodes { dataList { uuid code } } }')
    ).dataList!.find((g) => g.code === '220100')!;
    const created = await call<Row>(
      'mutation ($specificationSetting: SpecificationSettingInput!) { createUpdateSpecificationSetting(specificationSetting: $specificationSetting) { code data { uuid } } }',
      {
        specificationSetting: {
          unspscCode: '44121615',
          fieldName: 'Sheets per staple',
          fieldType: 'NUMBER',
          gfsCodeUuid: gfs.uuid,
        },
      },
    );
    const found = await call<Row>(
      'query ($uuid: String!) { findSpecificationSettingByUuid(uuid: $uuid) { code data { id uuid fieldName gfsCode { id uuid code description } } } }',
      { uuid: created.data!.uuid },
      tokens.officer,
    );
    expect(found.data).toMatchObject({
      uuid: created.data!.uuid,
      fieldName: 'Sheets per staple',
      gfsCode: {
        uuid: gfs.uuid,
        code: '220100',
        description: 'Office and General Supplies and Services',
      },
    });
    expect(Number(found.data!.id)).toBeGreaterThan(0);
  });

  it('writes need app.referenceData.write, deletes app.referenceData.delete (9004)', async () => {
    const refused = await call(
      'mutation ($unitOfMeasure: UnitOfMeasureInput!) { createUpdateUnitOfMeasure(unitOfMeasure: $unitOfMeasure) { code } }',
      { unitOfMeasure: { name: 'Bale', symbol: 'bale' } },
      tokens.officer,
    );
    expect(refused.code).toBe(ResponseCode.FORBIDDEN);
    const unit = (await call<Row>('query { getUnitOfMeasures { dataList { uuid name } } }'))
      .dataList![0];
    const deleteRefused = await call(
      'mutation ($uuid: String!) { deleteUnitOfMeasure(uuid: $uuid) { code } }',
      { uuid: unit.uuid },
      tokens.accounting,
    );
    expect(deleteRefused.code).toBe(ResponseCode.FORBIDDEN);
    const signedOut = await server.graphql<{ getHolidays: Result }>(
      'app',
      'query { getHolidays { code } }',
    );
    expect(signedOut.data!.getHolidays.code).toBe(ResponseCode.UNAUTHENTICATED);
  });
});

describe('procurement methods, stages and stage-to-stage times', () => {
  const METHOD = 'uuid name code ocdsMethod active procurementCategories { code }';
  const saveMethod = (procurementMethod: Record<string, unknown>, token = tokens.admin) =>
    call<Row>(
      `mutation ($procurementMethod: ProcurementMethodInput!) { createUpdateProcurementMethod(procurementMethod: $procurementMethod) { code message data { ${METHOD} } } }`,
      { procurementMethod },
      token,
    );

  it('createUpdateProcurementMethod(procurementMethod) creates and edits with categories', async () => {
    const created = await saveMethod({
      name: 'Competitive Quotations for Works',
      code: 'CQW',
      ocdsMethod: 'limited',
      procurementCategoryUuids: [category.W],
    });
    expect(created.message).toBe('Created Successfully');
    expect(created.data).toMatchObject({
      code: 'CQW',
      ocdsMethod: 'limited',
      procurementCategories: [{ code: 'W' }],
    });
    const edited = await saveMethod({
      uuid: created.data!.uuid,
      name: 'Competitive Quotations',
      code: 'CQW',
      ocdsMethod: 'limited',
      procurementCategoryUuids: [category.G, category.W],
    });
    expect(edited.message).toBe('Edited Successfully');
    expect(
      (edited.data!.procurementCategories as { code: string }[]).map((c) => c.code).sort(),
    ).toEqual(['G', 'W']);
    const inGoods = await call<Row>(
      'query ($uuid: String!) { getProcurementMethodInCategory(uuid: $uuid) { dataList { code } } }',
      { uuid: category.G },
    );
    expect(inGoods.dataList!.map((m) => m.code)).toContain('CQW');
    const list = await call<AppPage>(
      `query ($input: AppPageInput) { getProcurementMethods(input: $input) { data { rows { ${METHOD} } totalRecords } } }`,
      {
        input: {
          page: 1,
          pageSize: 50,
          mustHaveFilters: [{ fieldName: 'code', operation: 'EQ', value1: 'CQW' }],
        },
      },
    );
    expect(list.data!.rows[0]).toMatchObject({ name: 'Competitive Quotations', active: true });
  });

  it('refuses a duplicate code, a bad OCDS method and non-administrators', async () => {
    expect((await saveMethod({ name: 'Another NCT', code: 'NCT', ocdsMethod: 'open' })).code).toBe(
      ResponseCode.DUPLICATE,
    );
    expect((await saveMethod({ name: 'Odd', code: 'ODD', ocdsMethod: 'closed' })).code).toBe(
      ResponseCode.INVALID_INPUT,
    );
    expect(
      (await saveMethod({ name: 'Mine', code: 'MINE', ocdsMethod: 'open' }, tokens.officer)).code,
    ).toBe(ResponseCode.FORBIDDEN);
    const codes = await call<AppPage>(
      'query ($input: AppPageInput) { getProcurementMethods(input: $input) { data { totalRecords } } }',
      { input: { mustHaveFilters: [{ fieldName: 'code', operation: 'EQ', value1: 'ODD' }] } },
    );
    expect(codes.data!.totalRecords).toBe(0);
  });

  it('createUpdateProcurementStage and createUpdateProcurementStageToStageTime', async () => {
    const stage = await call<Row>(
      'mutation ($procurementStage: ProcurementStageInput!) { createUpdateProcurementStage(procurementStage: $procurementStage) { code message data { uuid name procurementStageTypeEnum position } } }',
      {
        procurementStage: {
          name: 'Post-qualification',
          procurementStageTypeEnum: 'EVALUATION',
          position: 4,
        },
      },
    );
    expect(stage.message).toBe('Created Successfully');
    const renamed = await call<Row>(
      'mutation ($procurementStage: ProcurementStageInput!) { createUpdateProcurementStage(procurementStage: $procurementStage) { code message data { name } } }',
      {
        procurementStage: {
          uuid: stage.data!.uuid,
          name: 'Post-qualification of the lowest tenderer',
          procurementStageTypeEnum: 'EVALUATION',
          position: 4,
        },
      },
    );
    expect(renamed.data!.name).toBe('Post-qualification of the lowest tenderer');
    const stages = (
      await call<Row>('query { getProcurementStages { dataList { uuid name position } } }')
    ).dataList!;
    const opening = stages.find((s) => s.name === 'Opening of tenders')!;
    const methods = await call<AppPage>(
      'query ($input: AppPageInput) { getProcurementMethods(input: $input) { data { rows { uuid code } } } }',
      { input: { pageSize: 50 } },
    );
    const qcbs = methods.data!.rows.find((m) => m.code === 'QCBS')!;
    const saveTime = (stageToStageTime: Record<string, unknown>, token = tokens.admin) =>
      call<Row>(
        'mutation ($stageToStageTime: StageToStageTimeInput!) { createUpdateProcurementStageToStageTime(stageToStageTime: $stageToStageTime) { code message data { uuid days currentStage { name procurementStageTypeEnum } nextStage { name } } } }',
        { stageToStageTime },
        token,
      );
    const time = await saveTime({
      procurementMethodUuid: qcbs.uuid,
      currentStageUuid: opening.uuid,
      nextStageUuid: stage.data!.uuid,
      days: 10,
    });
    expect(time.message).toBe('Created Successfully');
    expect(time.data).toMatchObject({
      days: 10,
      currentStage: { name: 'Opening of tenders', procurementStageTypeEnum: 'OPENING' },
      nextStage: { name: 'Post-qualification of the lowest tenderer' },
    });
    const edited = await saveTime({
      uuid: time.data!.uuid,
      procurementMethodUuid: qcbs.uuid,
      currentStageUuid: opening.uuid,
      nextStageUuid: stage.data!.uuid,
      days: 12,
    });
    expect(edited.message).toBe('Edited Successfully');
    const sameAgain = await saveTime({
      procurementMethodUuid: qcbs.uuid,
      currentStageUuid: opening.uuid,
      nextStageUuid: stage.data!.uuid,
      days: 5,
    });
    expect(sameAgain.code).toBe(ResponseCode.DUPLICATE);
    const backwards = await saveTime({
      procurementMethodUuid: qcbs.uuid,
      currentStageUuid: stage.data!.uuid,
      nextStageUuid: opening.uuid,
      days: 5,
    });
    expect(backwards.code).toBe(ResponseCode.INVALID_INPUT);
    const refused = await saveTime(
      {
        procurementMethodUuid: qcbs.uuid,
        currentStageUuid: opening.uuid,
        nextStageUuid: stage.data!.uuid,
        days: 1,
      },
      tokens.officer,
    );
    expect(refused.code).toBe(ResponseCode.FORBIDDEN);
    const times = await call<Row>(
      'query ($uuid: String!) { getStageToStageTimeByProcurementMethodUuid(uuid: $uuid) { dataList { days nextStage { name } } } }',
      { uuid: qcbs.uuid },
    );
    expect(times.dataList).toEqual([
      { days: 12, nextStage: { name: 'Post-qualification of the lowest tenderer' } },
    ]);
  });
});

describe('departmental needs (institution scope)', () => {
  const NEEDS = `query ($input: AppPageInput) { getDepartmentalNeeds(input: $input) { code message data { items { rows { uuid departmentName description quantity estimatedAmount status financialYear { code } procurementCategory { code } unitOfMeasure { name } } ${APP_PAGE} } } } }`;
  const saveNeed = (departmentalNeed: Record<string, unknown>, token = tokens.officer) =>
    call<Row>(
      'mutation ($departmentalNeed: DepartmentalNeedInput!) { createUpdateDepartmentalNeed(departmentalNeed: $departmentalNeed) { code message data { uuid description status } } }',
      { departmentalNeed },
      token,
    );
  const need = (description: string, estimatedAmount: number) => ({
    financialYearUuid: yearUuid,
    departmentName: 'Engineering',
    description,
    procurementCategoryUuid: category.G,
    quantity: 40,
    estimatedAmount,
  });

  it('an officer records needs of their institution; rows are in data.items.rows', async () => {
    for (const [description, amount] of [
      ['Mooring ropes', 120000000],
      ['Safety helmets', 8000000],
      ['Fire extinguishers', 15000000],
    ] as const) {
      expect((await saveNeed(need(description, amount))).message).toBe('Created Successfully');
    }
    await saveNeed(
      { ...need('Examination gloves', 30000000), departmentName: 'Pharmacy' },
      tokens.other,
    );
    const mine = await call<{ items: AppPage }>(
      NEEDS,
      { input: { page: 1, pageSize: 2 } },
      tokens.officer,
    );
    expect(mine.data!.items).toMatchObject({
      totalRecords: 3,
      totalPages: 2,
      hasNext: true,
      first: true,
    });
    expect(mine.data!.items.rows[0]).toMatchObject({
      description: 'Fire extinguishers',
      quantity: 40,
      estimatedAmount: 15000000,
      status: 'DRAFT',
      financialYear: { code: '2026/2027' },
      procurementCategory: { code: 'G' },
    });
    const filtered = await call<{ items: AppPage }>(
      NEEDS,
      {
        input: {
          page: 1,
          pageSize: 10,
          mustHaveFilters: [{ fieldName: 'description', operation: 'LIKE', value1: 'helmet' }],
        },
      },
      tokens.accounting,
    );
    expect(filtered.data!.items.rows.map((r) => r.description)).toEqual(['Safety helmets']);
    const all = await call<{ items: AppPage }>(
      NEEDS,
      { input: { page: 1, pageSize: 10 } },
      tokens.admin,
    );
    expect(all.data!.items.totalRecords).toBe(4);
  });

  it('another institution cannot edit or delete them (9004); the accounting officer cannot write', async () => {
    const mine = await call<{ items: AppPage }>(
      NEEDS,
      { input: { page: 1, pageSize: 1 } },
      tokens.officer,
    );
    const uuid = mine.data!.items.rows[0].uuid;
    expect((await saveNeed({ ...need('Taken over', 1), uuid }, tokens.other)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    const deleteOther = await call(
      'mutation ($uuid: String!) { deleteDepartmentalNeed(uuid: $uuid) { code } }',
      { uuid },
      tokens.other,
    );
    expect(deleteOther.code).toBe(ResponseCode.FORBIDDEN);
    expect((await saveNeed(need('Chairs', 1), tokens.accounting)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    const bad = await saveNeed({ ...need('Negative', -5) });
    expect(bad.code).toBe(ResponseCode.INVALID_INPUT);
    const deleted = await call(
      'mutation ($uuid: String!) { deleteDepartmentalNeed(uuid: $uuid) { code message } }',
      { uuid },
      tokens.officer,
    );
    expect(deleted.message).toBe('Deleted Successfully');
    const after = await call<{ items: AppPage }>(
      NEEDS,
      { input: { page: 1, pageSize: 10 } },
      tokens.officer,
    );
    expect(after.data!.items.totalRecords).toBe(2);
  });
});

describe('tender lots (institution scope)', () => {
  const LOTS = `query ($tenderUuid: String!, $input: AppPageInput) { getTenderLots(tenderUuid: $tenderUuid, input: $input) { code message data { rows { uuid lotNumber title estimatedAmount lotGroup { name } } ${APP_PAGE} } } }`;
  const saveLot = (tenderLot: Record<string, unknown>, token = tokens.officer) =>
    call<Row>(
      'mutation ($tenderLot: TenderLotInput!) { createUpdateTenderLot(tenderLot: $tenderLot) { code message data { uuid lotNumber title lotGroup { name } } } }',
      { tenderLot },
      token,
    );

  it('an officer adds lots to their tender and pages them by lot number', async () => {
    const group = await call<Row>(
      'mutation ($lotGroup: LotGroupInput!) { createUpdateLotGroup(lotGroup: $lotGroup) { code data { uuid } } }',
      { lotGroup: { name: 'Dar es Salaam port' } },
    );
    for (const [lotNumber, title] of [
      [2, 'Nylon mooring ropes 64 mm'],
      [1, 'Polypropylene mooring ropes 48 mm'],
      [3, 'Steel wire ropes'],
    ] as const) {
      const saved = await saveLot({
        tenderUuid,
        lotNumber,
        title,
        estimatedAmount: 25000000,
        lotGroupUuid: group.data!.uuid,
      });
      expect(saved.message).toBe('Created Successfully');
    }
    const page = await call<AppPage>(
      LOTS,
      { tenderUuid, input: { page: 1, pageSize: 2 } },
      tokens.officer,
    );
    expect(page.data).toMatchObject({
      totalRecords: 3,
      totalPages: 2,
      currentPage: 1,
      hasNext: true,
    });
    expect(page.data!.rows.map((r) => r.lotNumber)).toEqual([1, 2]);
    expect(page.data!.rows[0].lotGroup).toEqual({ name: 'Dar es Salaam port' });
    expect((await saveLot({ tenderUuid, lotNumber: 1, title: 'Same number' })).code).toBe(
      ResponseCode.DUPLICATE,
    );
  });

  it("searchTenders answers the caller's institution's tenders by reference or title", async () => {
    const SEARCH = `query ($text: String, $input: AppPageInput) { searchTenders(text: $text, input: $input) { code data { rows { uuid referenceNumber title status } totalRecords } } }`;
    const search = (value: string, fieldName: string, token: string) =>
      call<{ rows: Row[]; totalRecords: number }>(
        SEARCH,
        {
          input: {
            page: 1,
            pageSize: 10,
            mustHaveFilters: value ? [{ fieldName, operation: 'LIKE', value1: value }] : [],
          },
        },
        token,
      );
    const mine = await search('', 'referenceNumber', tokens.officer);
    expect(mine.data!.rows).toEqual([
      {
        uuid: tenderUuid,
        referenceNumber: 'TPA/2026/G/01',
        title: 'Supply of mooring ropes',
        status: 'DRAFT',
      },
    ]);
    expect((await search('gloves', 'title', tokens.officer)).data!.totalRecords).toBe(0);
    expect((await search('gloves', 'title', tokens.other)).data!.rows[0].uuid).toBe(
      otherTenderUuid,
    );
    expect((await search('MNH/2026', 'referenceNumber', tokens.admin)).data!.totalRecords).toBe(1);
    expect((await search('', 'title', tokens.admin)).data!.totalRecords).toBe(2);
    expect((await search('x', 'institutionId', tokens.officer)).code).toBe(
      ResponseCode.INVALID_INPUT,
    );
    const byText = (text: string, token: string) =>
      call<{ rows: Row[]; totalRecords: number }>(SEARCH, { text, input: { page: 1 } }, token);
    expect((await byText('mooring', tokens.officer)).data!.rows[0].uuid).toBe(tenderUuid);
    expect((await search(otherTenderUuid, 'uuid', tokens.officer)).data!.totalRecords).toBe(0);
    expect((await search(otherTenderUuid, 'uuid', tokens.other)).data!.totalRecords).toBe(1);
    expect((await byText('tpa/2026', tokens.officer)).data!.rows[0].uuid).toBe(tenderUuid);
    expect((await byText('gloves', tokens.officer)).data!.totalRecords).toBe(0);
    expect((await byText('100%', tokens.admin)).data!.totalRecords).toBe(0);
    expect((await byText('x'.repeat(101), tokens.officer)).code).toBe(ResponseCode.INVALID_INPUT);
  });

  it("another institution's officer is refused the lots and cannot add any", async () => {
    expect(
      (await call(LOTS, { tenderUuid, input: { page: 1, pageSize: 10 } }, tokens.other)).code,
    ).toBe(ResponseCode.FORBIDDEN);
    expect(
      (await saveLot({ tenderUuid, lotNumber: 9, title: 'Intruder' }, tokens.other)).code,
    ).toBe(ResponseCode.FORBIDDEN);
    const theirs = await call<AppPage>(
      LOTS,
      { tenderUuid: otherTenderUuid, input: { page: 1, pageSize: 10 } },
      tokens.other,
    );
    expect(theirs.data!.totalRecords).toBe(0);
    const lots = await call<AppPage>(
      LOTS,
      { tenderUuid, input: { page: 1, pageSize: 10 } },
      tokens.officer,
    );
    expect(lots.data!.totalRecords).toBe(3);
    const lot = lots.data!.rows[2];
    expect(
      (
        await call(
          'mutation ($uuid: String!) { deleteTenderLot(uuid: $uuid) { code } }',
          { uuid: lot.uuid },
          tokens.other,
        )
      ).code,
    ).toBe(ResponseCode.FORBIDDEN);
    const deleted = await call(
      'mutation ($uuid: String!) { deleteTenderLot(uuid: $uuid) { code message } }',
      { uuid: lot.uuid },
      tokens.officer,
    );
    expect(deleted.message).toBe('Deleted Successfully');
  });
});
