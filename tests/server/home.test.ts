import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { assignTask } from '../../server/modules/tasks/store';
import { institutions, users } from '../../server/db/schema/identity';
import { globalSettings } from '../../server/db/schema/system';
import {
  clarifications,
  deliveryAdvises,
  deliveryNotes,
  governmentServiceRequisitions,
  procurementRequisitions,
} from '../../server/db/schema/work';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

const OFFICER = { email: 'officer@home.zabuni.test', password: 'Officer-Passw0rd!' };
const OUTSIDER = { email: 'outsider@home.zabuni.test', password: 'Outsider-Passw0rd!' };
const PROVIDER = { email: 'provider@home.zabuni.test', password: 'Provider-Passw0rd!' };

let server: TestServer;
let officerToken: string;
let outsiderToken: string;
let providerToken: string;

const page = `currentPage hasNext first hasPrevious totalRecords totalPages metaData { fieldName isSearchable isSortable isEnum }`;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.db;
  const [buyer, other, provider] = await db
    .insert(institutions)
    .values([{ name: 'Buyer Ministry' }, { name: 'Other Agency' }, { name: 'Provider Agency' }])
    .returning({ id: institutions.id });
  for (const [person, institutionId] of [
    [OFFICER, buyer.id],
    [OUTSIDER, other.id],
    [PROVIDER, provider.id],
  ] as const) {
    await server.createUser({ ...person, role: 'PROCUREMENT_OFFICER' });
    await db.update(users).set({ institutionId }).where(eq(users.email, person.email));
  }
  const [officer] = await db.select().from(users).where(eq(users.email, OFFICER.email));
  for (const kind of ['Tender', 'Tender', 'Clarification', 'SomethingNew']) {
    await assignTask(db, {
      assigneeUserId: officer.id,
      kind,
      recordUuid: crypto.randomUUID(),
      title: kind,
    });
  }
  await db.insert(clarifications).values(
    Array.from({ length: 12 }, (_, i) => ({
      institutionId: buyer.id,
      tenderNumber: `TR/${i}`,
      question: `Question ${i}`,
      status: i < 11 ? 'PENDING' : 'ANSWERED',
    })),
  );
  await db.insert(procurementRequisitions).values([
    {
      institutionId: buyer.id,
      title: 'Endorsed A',
      status: 'ENDORSED',
      assignedUserId: officer.id,
    },
    {
      institutionId: buyer.id,
      title: 'Merged',
      status: 'ENDORSED',
      assignedUserId: officer.id,
      isMerged: true,
    },
    { institutionId: buyer.id, title: 'Draft', status: 'DRAFT', assignedUserId: officer.id },
  ]);
  const doc = (number: string) => ({
    number,
    procuringEntityId: buyer.id,
    providerInstitutionId: provider.id,
    amount: '1000.50',
  });
  await db.insert(deliveryNotes).values([
    { ...doc('DN1'), approvalStatus: 'WAIT_FOR_PE_CONFIRMATION' },
    { ...doc('DN2'), approvalStatus: 'DRAFT' },
  ]);
  await db.insert(deliveryAdvises).values([{ ...doc('DA1'), approvalStatus: 'AWAIT_PAYMENT' }]);
  await db
    .insert(governmentServiceRequisitions)
    .values([{ ...doc('GSR1'), orderStatus: 'SUBMITTED' }]);
  officerToken = await server.accessToken(OFFICER.email, OFFICER.password);
  outsiderToken = await server.accessToken(OUTSIDER.email, OUTSIDER.password);
  providerToken = await server.accessToken(PROVIDER.email, PROVIDER.password);
});
afterAll(async () => {
  await server?.stop();
});

describe('task counters', () => {
  it('counts the open tasks of the signed-in user by kind (idadi, model)', async () => {
    const result = await server.graphql<{
      getMyTasksSummary: { code: number; dataList: unknown[] };
    }>('app', '{ getMyTasksSummary { code dataList { idadi model } } }', {}, officerToken);
    expect(result.data?.getMyTasksSummary).toEqual({
      code: 9000,
      dataList: [
        { idadi: 2, model: 'Tender' },
        { idadi: 1, model: 'Clarification' },
        { idadi: 1, model: 'SomethingNew' },
      ],
    });
    const other = await server.graphql<{ getMyTasksSummary: { dataList: unknown[] } }>(
      'app',
      '{ getMyTasksSummary { dataList { idadi model } } }',
      {},
      outsiderToken,
    );
    expect(other.data?.getMyTasksSummary.dataList).toEqual([]);
  });

  it('refuses without a session', async () => {
    const result = await server.graphql<{ getMyTasksSummary: { code: number } }>(
      'app',
      '{ getMyTasksSummary { code } }',
    );
    expect(result.data?.getMyTasksSummary.code).toBe(ResponseCode.UNAUTHENTICATED);
  });

  it('lists endorsed requisitions assigned to the user and not merged', async () => {
    const result = await server.graphql<{
      getEndorsedAssignedTendersReqNotMerged: { dataList: { title: string }[] };
    }>(
      'app',
      '{ getEndorsedAssignedTendersReqNotMerged { dataList { title status isMerged } } }',
      {},
      officerToken,
    );
    expect(result.data?.getEndorsedAssignedTendersReqNotMerged.dataList).toEqual([
      { title: 'Endorsed A', status: 'ENDORSED', isMerged: false },
    ]);
  });

  it('pages the procuring entity requisitions in the app envelope', async () => {
    const result = await server.graphql<{
      getProcurementRequisitions: { data: Record<string, unknown> };
    }>(
      'app',
      `query ($input: AppPageInput) { getProcurementRequisitions(input: $input) { code data { rows { title } ${page} } } }`,
      { input: { page: 1, pageSize: 2 } },
      officerToken,
    );
    expect(result.data?.getProcurementRequisitions.data).toMatchObject({
      currentPage: 1,
      hasNext: true,
      first: true,
      hasPrevious: false,
      totalRecords: 3,
      totalPages: 2,
    });
    expect(result.data?.getProcurementRequisitions.data.metaData).toContainEqual({
      fieldName: 'status',
      isSearchable: true,
      isSortable: true,
      isEnum: true,
    });
  });
});

describe('clarification notifications', () => {
  it('counts pending clarifications and pages them from page 0', async () => {
    const summary = await server.graphql<{
      getMyClarificationTasksSummary: { dataList: unknown[] };
    }>(
      'submission',
      '{ getMyClarificationTasksSummary { dataList { idadi model } } }',
      {},
      officerToken,
    );
    expect(summary.data?.getMyClarificationTasksSummary.dataList).toEqual([
      { idadi: 11, model: 'Clarification' },
    ]);
    const list = await server.graphql<{
      getClarificationsByPEData: {
        data: { rows: unknown[]; totalRecords: number; currentPage: number };
      };
    }>(
      'submission',
      `query ($input: AppPageInput) { getClarificationsByPEData(input: $input) { data { rows { tenderNumber status } ${page} } } }`,
      { input: { page: 0, pageSize: 10, fields: [] } },
      officerToken,
    );
    expect(list.data?.getClarificationsByPEData.data).toMatchObject({
      totalRecords: 12,
      currentPage: 1,
    });
    expect(list.data?.getClarificationsByPEData.data.rows).toHaveLength(10);

    const outsider = await server.graphql<{
      getClarificationsByPEData: { data: { totalRecords: number } };
    }>(
      'submission',
      `query ($input: AppPageInput) { getClarificationsByPEData(input: $input) { data { totalRecords } } }`,
      { input: { page: 0, pageSize: 10 } },
      outsiderToken,
    );
    expect(outsider.data?.getClarificationsByPEData.data.totalRecords).toBe(0);
  });
});

const documents = (operation: string) =>
  `query ($input: AppPageInput) { ${operation}(input: $input) { code message data { rows { number amount approvalStatus orderStatus } totalRecords } } }`;

describe('government-service lists', () => {
  const byStatus = (fieldName: string, value1: string) => ({
    page: 1,
    pageSize: 10000,
    fields: [],
    mustHaveFilters: [{ fieldName, operation: 'EQ', value1 }],
  });

  it('filters by status on the procuring entity side only for the buyer', async () => {
    type Result = Record<
      string,
      { code: number; data: { rows: { number: string; amount: number }[]; totalRecords: number } }
    >;
    const pe = await server.graphql<Result>(
      'app',
      documents('getPeDeliveryNotes'),
      { input: byStatus('approvalStatus', 'WAIT_FOR_PE_CONFIRMATION') },
      officerToken,
    );
    expect(pe.data?.getPeDeliveryNotes.data.rows).toEqual([
      {
        number: 'DN1',
        amount: 1000.5,
        approvalStatus: 'WAIT_FOR_PE_CONFIRMATION',
        orderStatus: null,
      },
    ]);
    const providerSideForBuyer = await server.graphql<Result>(
      'app',
      documents('getProviderDeliveryNotes'),
      { input: byStatus('approvalStatus', 'DRAFT') },
      officerToken,
    );
    expect(providerSideForBuyer.data?.getProviderDeliveryNotes.data.totalRecords).toBe(0);
    const provider = await server.graphql<Result>(
      'app',
      documents('getProviderDeliveryNotes'),
      { input: byStatus('approvalStatus', 'DRAFT') },
      providerToken,
    );
    expect(provider.data?.getProviderDeliveryNotes.data.rows.map((r) => r.number)).toEqual(['DN2']);
    const advises = await server.graphql<Result>(
      'app',
      documents('getPeDeliveryAdvises'),
      { input: byStatus('approvalStatus', 'AWAIT_PAYMENT') },
      officerToken,
    );
    expect(advises.data?.getPeDeliveryAdvises.data.totalRecords).toBe(1);
    const providerAdvises = await server.graphql<Result>(
      'app',
      documents('getProviderDeliveryAdvises'),
      { input: byStatus('approvalStatus', 'AWAIT_PAYMENT') },
      providerToken,
    );
    expect(providerAdvises.data?.getProviderDeliveryAdvises.data.totalRecords).toBe(1);
    const orders = await server.graphql<Result>(
      'app',
      documents('getGovernmentServiceRequisitions'),
      { input: byStatus('orderStatus', 'SUBMITTED') },
      providerToken,
    );
    expect(orders.data?.getGovernmentServiceRequisitions.data.rows.map((r) => r.number)).toEqual([
      'GSR1',
    ]);
  });

  it('answers an unknown field, operation or page size with a clear error and no SQL', async () => {
    type Result = Record<string, { code: number; message: string; data: null }>;
    const unknownField = await server.graphql<Result>(
      'app',
      documents('getPeDeliveryNotes'),
      { input: byStatus('secretColumn', 'x') },
      officerToken,
    );
    expect(unknownField.data?.getPeDeliveryNotes).toMatchObject({
      code: ResponseCode.INVALID_INPUT,
      message: expect.stringContaining('Cannot filter by "secretColumn"'),
      data: null,
    });
    const unknownFields = await server.graphql<Result>(
      'app',
      documents('getPeDeliveryNotes'),
      { input: { page: 1, pageSize: 10, fields: ['password_hash'] } },
      officerToken,
    );
    expect(unknownFields.data?.getPeDeliveryNotes.message).toBe('Unknown field "password_hash"');
    const tooLarge = await server.graphql<Result>(
      'app',
      documents('getPeDeliveryNotes'),
      { input: { page: 1, pageSize: 10001 } },
      officerToken,
    );
    expect(tooLarge.data?.getPeDeliveryNotes.code).toBe(ResponseCode.INVALID_INPUT);
    const badOperation = await server.graphqlRaw(
      'app',
      documents('getPeDeliveryNotes'),
      { input: { mustHaveFilters: [{ fieldName: 'number', operation: 'DROP', value1: 'x' }] } },
      officerToken,
    );
    expect(JSON.stringify(badOperation.body)).not.toMatch(/select|from "/i);
    expect(badOperation.body.errors?.[0].message).toMatch(/DROP/);
  });
});

describe('feedback', () => {
  const save = (token: string, message = 'The tender list is hard to read on my phone') =>
    server.graphql<{
      saveFeedback: { code: number; message: string; data: { userEmail: string } | null };
    }>(
      'monitor',
      'mutation ($feedback: FeedbackInput!) { saveFeedback(feedback: $feedback) { code message data { userEmail category } } }',
      { feedback: { category: 'SUGGESTION', message, pageUrl: '/landing' } },
      token,
    );

  it('is stored when the flag is on and listed for administrators only', async () => {
    const saved = await save(officerToken);
    expect(saved.data?.saveFeedback).toMatchObject({
      code: 9000,
      data: { userEmail: OFFICER.email },
    });
    const empty = await save(officerToken, '   ');
    expect(empty.data?.saveFeedback.code).toBe(ResponseCode.INVALID_INPUT);

    const listQuery =
      '{ getFeedbacks { code data { totalElements content { message userEmail pageUrl } } } }';
    const refused = await server.graphql<{ getFeedbacks: { code: number } }>(
      'monitor',
      listQuery,
      {},
      officerToken,
    );
    expect(refused.data?.getFeedbacks.code).toBe(ResponseCode.FORBIDDEN);
    const adminToken = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
    const listed = await server.graphql<{ getFeedbacks: { data: { content: unknown[] } } }>(
      'monitor',
      listQuery,
      {},
      adminToken,
    );
    expect(listed.data?.getFeedbacks.data.content).toEqual([
      {
        message: 'The tender list is hard to read on my phone',
        userEmail: OFFICER.email,
        pageUrl: '/landing',
      },
    ]);
  });

  it('is refused when the flag is off', async () => {
    await server.db
      .update(globalSettings)
      .set({ value: 'false' })
      .where(eq(globalSettings.key, 'FEEDBACK_ENABLED'));
    const refused = await save(officerToken);
    expect(refused.data?.saveFeedback).toMatchObject({ code: ResponseCode.FORBIDDEN, data: null });
    await server.db
      .update(globalSettings)
      .set({ value: 'true' })
      .where(eq(globalSettings.key, 'FEEDBACK_ENABLED'));
  });
});

describe('platform statistics', () => {
  it('counts registrations, users, institutions and open tasks for administrators', async () => {
    const query =
      '{ getPlatformStatistics { code data { usersPerMonth { label count } usersByType { label count } institutionsByLevel { label count } openTasksByKind { label count } } } }';
    const refused = await server.graphql<{ getPlatformStatistics: { code: number } }>(
      'monitor',
      query,
      {},
      officerToken,
    );
    expect(refused.data?.getPlatformStatistics.code).toBe(ResponseCode.FORBIDDEN);
    const adminToken = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
    const result = await server.graphql<{
      getPlatformStatistics: { data: Record<string, { label: string; count: number }[]> };
    }>('monitor', query, {}, adminToken);
    const stats = result.data?.getPlatformStatistics.data;
    const month = (
      await server.db.execute<{ m: string }>(sql`SELECT to_char(now(), 'YYYY-MM') AS m`)
    ).rows[0].m;
    expect(stats?.usersPerMonth).toEqual([{ label: month, count: 4 }]);
    expect(stats?.institutionsByLevel).toEqual([{ label: 'MAIN', count: 4 }]);
    expect(stats?.openTasksByKind[0]).toEqual({ label: 'Tender', count: 2 });
  });
});
