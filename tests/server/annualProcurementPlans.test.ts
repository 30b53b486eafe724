import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { institutions, users } from '../../server/db/schema/identity';
import { financialYears } from '../../server/db/schema/planning';
import { ocdsMethods, ocdsPackageErrors } from '../support/ocds';
import { startTestServer, type TestServer } from './support/testServer';

const OFFICER = { email: 'planner@plans.test', password: 'Planner-Passw0rd!' };
const OTHER = { email: 'other@plans.test', password: 'Other-Passw0rd!' };
const ACCOUNTING = { email: 'ao@plans.test', password: 'Accounting-Passw0rd!' };
const PLAN =
  'uuid title description status currency financialYearCode totalAmount items { description category procurementMethodName estimatedAmount }';

let server: TestServer;
let tokens: Record<'officer' | 'other' | 'accounting', string>;
let yearUuid: string;
let methods: Record<string, { uuid: string; name: string; ocdsMethod: string }>;

type Result<T = unknown> = { code: number; message: string; data: T | null };

beforeAll(async () => {
  server = await startTestServer();
  const [mine, theirs] = await server.db
    .insert(institutions)
    .values([{ name: 'Ministry of Health' }, { name: 'Other Agency' }])
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
  tokens = {
    officer: await server.accessToken(OFFICER.email, OFFICER.password),
    other: await server.accessToken(OTHER.email, OTHER.password),
    accounting: await server.accessToken(ACCOUNTING.email, ACCOUNTING.password),
  };
  const list = await server.graphql<{
    getProcurementMethods: Result<{
      rows: { uuid: string; name: string; code: string; ocdsMethod: string }[];
    }>;
  }>(
    'app',
    'query ($input: AppPageInput) { getProcurementMethods(input: $input) { code data { rows { uuid name code ocdsMethod } totalRecords } } }',
    { input: { page: 1, pageSize: 50 } },
    tokens.officer,
  );
  methods = Object.fromEntries(list.data!.getProcurementMethods.data!.rows.map((m) => [m.code, m]));
});
afterAll(async () => {
  await server?.stop();
});

const planInput = (
  title: string,
  items = [
    {
      description: 'Medical supplies for district hospitals',
      category: 'GOODS',
      method: 'NCT',
      amount: 850000000,
    },
    {
      description: 'Rehabilitation of the Dodoma regional hospital',
      category: 'WORKS',
      method: 'ICT',
      amount: 4200000000,
    },
    {
      description: 'Audit of health information systems',
      category: 'CONSULTANCY',
      method: 'QCBS',
      amount: 150000000,
    },
  ],
) => ({
  title,
  description: 'Procurement plan of the Ministry of Health',
  financialYearUuid: yearUuid,
  items: items.map((item) => ({
    description: item.description,
    category: item.category,
    procurementMethodUuid: methods[item.method].uuid,
    estimatedAmount: item.amount,
  })),
});

const createPlan = (input: unknown, token = tokens.officer) =>
  server.graphql<{ createAnnualProcurementPlan: Result<{ uuid: string; totalAmount: number }> }>(
    'app',
    `mutation ($annualProcurementPlan: AnnualProcurementPlanInput!) { createAnnualProcurementPlan(annualProcurementPlan: $annualProcurementPlan) { code message data { ${PLAN} } } }`,
    { annualProcurementPlan: input },
    token,
  );

describe('procurement methods', () => {
  it('are seeded with national names, each mapped to the OCDS codelist', () => {
    expect(Object.keys(methods).sort()).toEqual([
      'FA',
      'ICT',
      'MVP',
      'NCT',
      'QCBS',
      'RFQ',
      'RT',
      'SS',
    ]);
    expect(methods.NCT).toMatchObject({
      name: 'National Competitive Tendering',
      ocdsMethod: 'open',
    });
    for (const method of Object.values(methods)) expect(ocdsMethods).toContain(method.ocdsMethod);
  });
});

describe('annual procurement plans', () => {
  let planUuid: string;

  it("creates a plan for the officer's institution with the spec text", async () => {
    const created = await createPlan(planInput('APP 2026/2027'));
    expect(created.data?.createAnnualProcurementPlan).toMatchObject({
      code: 9000,
      message: 'Annual Procurement Plan created successfully',
      data: { totalAmount: 5200000000, financialYearCode: '2026/2027', status: 'DRAFT' },
    });
    planUuid = created.data!.createAnnualProcurementPlan.data!.uuid;
  });

  it('refuses bad input, unknown references and callers without the permission, creating nothing', async () => {
    expect(
      (await createPlan({ ...planInput(''), title: '' })).data?.createAnnualProcurementPlan.code,
    ).toBe(ResponseCode.INVALID_INPUT);
    expect(
      (await createPlan({ ...planInput('x'), items: [] })).data?.createAnnualProcurementPlan.code,
    ).toBe(ResponseCode.INVALID_INPUT);
    const unknownYear = await createPlan({
      ...planInput('x'),
      financialYearUuid: crypto.randomUUID(),
    });
    expect(unknownYear.data?.createAnnualProcurementPlan).toMatchObject({
      code: ResponseCode.INVALID_INPUT,
      message: 'Unknown financial year',
    });
    expect(
      (await createPlan(planInput('x'), tokens.accounting)).data?.createAnnualProcurementPlan.code,
    ).toBe(ResponseCode.FORBIDDEN);
  });

  it('lists plans in the app envelope for their institution only, metaData when asked', async () => {
    const list = (token: string, withMetaData: boolean) =>
      server.graphql<{
        getAnnualProcurementPlans: Result<{
          rows: { title: string }[];
          totalRecords: number;
          metaData: unknown[];
        }>;
      }>(
        'app',
        `query ($input: AppPageInput, $withMetaData: Boolean) { getAnnualProcurementPlans(input: $input, withMetaData: $withMetaData) {
          code data { rows { title totalAmount } totalRecords currentPage first hasNext metaData { fieldName isEnum } } } }`,
        {
          input: {
            page: 1,
            pageSize: 10,
            mustHaveFilters: [{ fieldName: 'status', operation: 'EQ', value1: 'DRAFT' }],
          },
          withMetaData,
        },
        token,
      );
    const mine = await list(tokens.accounting, true);
    expect(mine.data?.getAnnualProcurementPlans.data).toMatchObject({
      totalRecords: 1,
      rows: [{ title: 'APP 2026/2027' }],
    });
    expect(mine.data?.getAnnualProcurementPlans.data?.metaData).toContainEqual({
      fieldName: 'status',
      isEnum: true,
    });
    const theirs = await list(tokens.other, false);
    expect(theirs.data?.getAnnualProcurementPlans.data).toMatchObject({
      totalRecords: 0,
      metaData: [],
    });
  });

  it('updates a plan, replacing its items, with the spec text; others cannot touch it', async () => {
    const update = (token: string) =>
      server.graphql<{
        updateAnnualProcurementPlan: Result<{ totalAmount: number; items: unknown[] }>;
      }>(
        'app',
        `mutation ($annualProcurementPlan: AnnualProcurementPlanInput!, $annualProcurementPlanUuid: String!) {
          updateAnnualProcurementPlan(annualProcurementPlan: $annualProcurementPlan, annualProcurementPlanUuid: $annualProcurementPlanUuid) {
            code message data { ${PLAN} } } }`,
        {
          annualProcurementPlan: planInput('APP 2026/2027 (revised)', [
            { description: 'Medical supplies', category: 'GOODS', method: 'RFQ', amount: 90000000 },
          ]),
          annualProcurementPlanUuid: planUuid,
        },
        token,
      );
    expect((await update(tokens.other)).data?.updateAnnualProcurementPlan.code).toBe(
      ResponseCode.NOT_FOUND,
    );
    const updated = await update(tokens.officer);
    expect(updated.data?.updateAnnualProcurementPlan).toMatchObject({
      code: 9000,
      message: 'Annual Procurement Plan updated successfully.',
      data: { totalAmount: 90000000, items: [{ procurementMethodName: 'Request for Quotations' }] },
    });
  });

  it('previews the plan as an OCDS release package that validates against the OCDS 1.1.5 schema', async () => {
    const exported = await server.get<
      Record<string, unknown> & { releases: Record<string, unknown>[] }
    >(`/zabuni-app/ocds/annual-procurement-plans/${planUuid}/preview`, tokens.officer);
    expect(exported.status).toBe(200);
    expect(ocdsPackageErrors(exported.body)).toEqual([]);
    expect(exported.body.releases).toHaveLength(1);
    expect(exported.body.releases[0]).toMatchObject({
      tag: ['planning'],
      buyer: { name: 'Ministry of Health' },
      planning: { budget: { amount: { amount: 90000000, currency: 'TZS' } } },
      tender: {
        procurementMethod: 'limited',
        procurementMethodDetails: 'Request for Quotations',
        mainProcurementCategory: 'goods',
        status: 'planning',
      },
    });
    expect(
      ocdsPackageErrors({
        ...exported.body,
        releases: [{ ...exported.body.releases[0], tag: ['nonsense'] }],
      }),
    ).not.toEqual([]);

    const theirs = await server.get(
      `/zabuni-app/ocds/annual-procurement-plans/${planUuid}/preview`,
      tokens.other,
    );
    expect(theirs.status).toBe(404);
    const anonymous = await server.get(
      `/zabuni-app/ocds/annual-procurement-plans/${planUuid}/preview`,
    );
    expect(anonymous.status).toBe(401);
    // Not published: the public package does not exist, signed in or not.
    for (const token of [undefined, tokens.officer]) {
      const published = await server.get(
        `/zabuni-app/ocds/annual-procurement-plans/${planUuid}`,
        token,
      );
      expect(published.status).toBe(404);
    }
  });

  it('refuses to delete a method a plan uses, and deletes the plan only once', async () => {
    const deleteMethod = await server.graphql<{ deleteProcurementMethod: Result }>(
      'app',
      'mutation ($uuid: String!) { deleteProcurementMethod(uuid: $uuid) { code message } }',
      { uuid: methods.RFQ.uuid },
      await server.accessToken('admin@zabuni.test', 'Admin-Passw0rd!'),
    );
    expect(deleteMethod.data?.deleteProcurementMethod).toMatchObject({ code: ResponseCode.IN_USE });
    const remove = () =>
      server.graphql<{ deleteAnnualProcurementPlan: Result }>(
        'app',
        'mutation ($annualProcurementPlanUuid: String!) { deleteAnnualProcurementPlan(annualProcurementPlanUuid: $annualProcurementPlanUuid) { code message } }',
        { annualProcurementPlanUuid: planUuid },
        tokens.officer,
      );
    expect((await remove()).data?.deleteAnnualProcurementPlan).toMatchObject({
      code: 9000,
      message: 'Deleted Successfully',
    });
    expect((await remove()).data?.deleteAnnualProcurementPlan.code).toBe(ResponseCode.NOT_FOUND);
  });
});

describe('procurement stages and stage-to-stage times', () => {
  type Stage = { uuid: string; name: string; procurementStageTypeEnum: string };
  type Time = { uuid: string; days: number; currentStage: Stage; nextStage: Stage };
  const stages = async () =>
    (
      await server.graphql<{ getProcurementStages: { dataList: Stage[] } }>(
        'app',
        '{ getProcurementStages { code dataList { uuid name procurementStageTypeEnum } } }',
        {},
        tokens.officer,
      )
    ).data!.getProcurementStages.dataList;
  const times = async (methodUuid: string) =>
    (
      await server.graphql<{ getStageToStageTimeByProcurementMethodUuid: { dataList: Time[] } }>(
        'app',
        `query ($uuid: String!) { getStageToStageTimeByProcurementMethodUuid(uuid: $uuid) {
          code dataList { uuid days currentStage { name procurementStageTypeEnum } nextStage { name } } } }`,
        { uuid: methodUuid },
        tokens.officer,
      )
    ).data!.getStageToStageTimeByProcurementMethodUuid.dataList;

  it('lists the seeded stages in order and each method’s times with currentStage.procurementStageTypeEnum', async () => {
    expect((await stages()).map((s) => s.name)).toEqual([
      'Preparation of tender documents',
      'Invitation to tender',
      'Opening of tenders',
      'Evaluation of tenders',
      'Tender board approval',
      'Notice of intention to award',
      'Contract signing',
    ]);
    const nct = await times(methods.NCT.uuid);
    expect(nct).toHaveLength(6);
    expect(nct[1]).toMatchObject({
      days: 30,
      currentStage: { name: 'Invitation to tender', procurementStageTypeEnum: 'TENDERING' },
      nextStage: { name: 'Opening of tenders' },
    });
  });

  it('deletes a stage with the times that use it, and a single time; others are refused', async () => {
    const adminToken = await server.accessToken('admin@zabuni.test', 'Admin-Passw0rd!');
    const board = (await stages()).find((s) => s.name === 'Tender board approval')!;
    const remove = (operation: string, uuid: string, token: string) =>
      server.graphql<Record<string, Result>>(
        'app',
        `mutation ($uuid: String!) { ${operation}(uuid: $uuid) { code message } }`,
        { uuid },
        token,
      );
    expect(
      (await remove('deleteProcurementStage', board.uuid, tokens.officer)).data
        ?.deleteProcurementStage.code,
    ).toBe(ResponseCode.FORBIDDEN);
    expect(
      (await remove('deleteProcurementStage', board.uuid, adminToken)).data?.deleteProcurementStage,
    ).toMatchObject({
      code: 9000,
      message: 'Deleted Successfully',
    });
    expect((await stages()).map((s) => s.name)).not.toContain('Tender board approval');
    const nct = await times(methods.NCT.uuid);
    expect(nct).toHaveLength(4);
    expect(nct.flatMap((t) => [t.currentStage.name, t.nextStage.name])).not.toContain(
      'Tender board approval',
    );
    expect(
      (await remove('deleteProcurementStageToStageTime', nct[0].uuid, adminToken)).data
        ?.deleteProcurementStageToStageTime.code,
    ).toBe(9000);
    expect(await times(methods.NCT.uuid)).toHaveLength(3);
    expect(
      (await remove('deleteProcurementStage', board.uuid, adminToken)).data?.deleteProcurementStage
        .code,
    ).toBe(ResponseCode.NOT_FOUND);
  });
});
