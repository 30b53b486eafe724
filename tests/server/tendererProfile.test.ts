import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import type { GraphqlService } from '../../contract/services';
import {
  evaluationCriteria,
  memberEvaluationStages,
  submissionCriteria,
  submissions,
} from '../../server/db/schema/evaluation';
import { users } from '../../server/db/schema/identity';
import {
  litigationRecords,
  personnelInformations,
  personnelWorkExperiences,
  tendererFinancialResources,
  tendererFinancialStatements,
  tenderers,
  tendererWorkExperiences,
  workEquipments,
} from '../../server/db/schema/tenderers';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

const TENDERER = { email: 'owner@tenderer.test', password: 'Owner-Passw0rd!' };
const OTHER = { email: 'other@tenderer.test', password: 'Other-Passw0rd!' };
const MEMBER = { email: 'member@evaluation.test', password: 'Member-Passw0rd!' };
const LOT = '3f0c8a2e-0000-4000-8000-000000000001';

let server: TestServer;
let tokens: Record<'owner' | 'other' | 'member' | 'admin', string>;
let ids: {
  tenderer: string;
  person: string;
  submission: string;
  evaluation: string;
  stage: string;
};

type ListResult = { code: number; message: string; dataList: Record<string, unknown>[] | null };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.db;
  for (const person of [TENDERER, OTHER, MEMBER]) {
    await server.createUser({ ...person, role: 'PROCUREMENT_OFFICER' });
  }
  const userId = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  const [tenderer] = await db
    .insert(tenderers)
    .values({ name: 'Mbeya Builders Ltd', userId: await userId(TENDERER.email) })
    .returning();
  await db.insert(tenderers).values({ name: 'Other Co', userId: await userId(OTHER.email) });
  const [person] = await db
    .insert(personnelInformations)
    .values([
      {
        tendererId: tenderer.id,
        fullName: 'Asha Said',
        position: 'Site engineer',
        yearsOfExperience: 9,
      },
      { tendererId: tenderer.id, fullName: 'Gone Person', position: 'Clerk', deleted: true },
    ])
    .returning();
  await db.insert(personnelWorkExperiences).values({
    personnelInformationId: person.id,
    employer: 'Dodoma Roads Co',
    position: 'Engineer',
    startDate: '2018-01-01',
    endDate: '2022-06-30',
  });
  await db.insert(litigationRecords).values([
    {
      tendererId: tenderer.id,
      entityUuid: LOT,
      entityType: 'LOT',
      year: 2024,
      caseDescription: 'Payment dispute',
      outcome: 'WON',
      amountInDispute: '12500000.50',
    },
    {
      tendererId: tenderer.id,
      entityUuid: crypto.randomUUID(),
      entityType: 'LOT',
      year: 2023,
      caseDescription: 'Another lot',
      outcome: 'LOST',
    },
  ]);
  await db.insert(workEquipments).values({
    tendererId: tenderer.id,
    equipmentType: 'Excavator',
    quantity: 2,
    ownership: 'OWNED',
  });
  await db.insert(tendererFinancialResources).values({
    tendererId: tenderer.id,
    sourceName: 'CRDB Bank credit line',
    amount: '500000000',
  });
  await db.insert(tendererFinancialStatements).values({
    tendererId: tenderer.id,
    year: 2025,
    totalAssets: '900000000',
    totalLiabilities: '300000000',
    revenue: '1200000000',
    cashFlow: '85000000',
  });
  await db.insert(tendererWorkExperiences).values({
    tendererId: tenderer.id,
    clientName: 'TANROADS',
    contractTitle: 'Road rehabilitation',
    contractValue: '2400000000',
    year: 2024,
  });
  const [submission] = await db
    .insert(submissions)
    .values({ tendererId: tenderer.id, entityUuid: LOT, entityType: 'LOT' })
    .returning();
  const technical = crypto.randomUUID();
  const financial = crypto.randomUUID();
  await db.insert(submissionCriteria).values([
    {
      submissionId: submission.id,
      criteriaGroupUuid: technical,
      criteriaGroupName: 'Technical',
      name: 'Method',
      isSubmitted: true,
    },
    {
      submissionId: submission.id,
      criteriaGroupUuid: technical,
      criteriaGroupName: 'Technical',
      name: 'Staff',
      isSubmitted: true,
    },
    {
      submissionId: submission.id,
      criteriaGroupUuid: technical,
      criteriaGroupName: 'Technical',
      name: 'Plant',
      isSubmitted: false,
    },
    {
      submissionId: submission.id,
      criteriaGroupUuid: financial,
      criteriaGroupName: 'Financial',
      name: 'Price',
      isSubmitted: false,
    },
  ]);
  const evaluation = crypto.randomUUID();
  const [preliminary, detailed] = await db
    .insert(memberEvaluationStages)
    .values([
      {
        evaluationUuid: evaluation,
        memberUserId: await userId(MEMBER.email),
        name: 'Preliminary',
        position: 1,
      },
      {
        evaluationUuid: evaluation,
        memberUserId: await userId(MEMBER.email),
        name: 'Detailed',
        position: 2,
      },
    ])
    .returning();
  await db.insert(evaluationCriteria).values([
    { stageId: preliminary.id, name: 'Bid security', maxScore: 10, score: 10, isCompleted: true },
    { stageId: detailed.id, name: 'Methodology', maxScore: 40, score: 30, isCompleted: true },
    { stageId: detailed.id, name: 'Experience', maxScore: 30, isCompleted: false },
    { stageId: detailed.id, name: 'Personnel', maxScore: 20, isCompleted: false },
  ]);
  ids = {
    tenderer: tenderer.uuid,
    person: person.uuid,
    submission: submission.uuid,
    evaluation,
    stage: detailed.uuid,
  };
  tokens = {
    owner: await server.accessToken(TENDERER.email, TENDERER.password),
    other: await server.accessToken(OTHER.email, OTHER.password),
    member: await server.accessToken(MEMBER.email, MEMBER.password),
    admin: await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD),
  };
});
afterAll(async () => {
  await server?.stop();
});

const profileReads = [
  ['uaa', 'getAllPersonnelInformationsByTendererUuidAndDeleted', 'fullName yearsOfExperience', 1],
  [
    'uaa',
    'getAllTendererFinancialResourcesByTendererUuidAndDeleted',
    'sourceName amount currency',
    1,
  ],
  ['uaa', 'getAllTendererFinancialStatements', 'year cashFlow revenue', 1],
  [
    'submission',
    'getAllWorkEquipmentsByTendererUuidAndDeleted',
    'equipmentType quantity ownership',
    1,
  ],
  ['submission', 'getAllTendererWorkExperiences', 'clientName contractValue', 1],
] as const;

const read = (
  service: 'uaa' | 'submission',
  operation: string,
  fields: string,
  token: string,
  deleted = false,
) =>
  server.graphql<Record<string, ListResult>>(
    service,
    `query ($tendererUuid: String!, $deleted: Boolean) { ${operation}(tendererUuid: $tendererUuid, deleted: $deleted) { code message dataList { uuid ${fields} } } }`,
    { tendererUuid: ids.tenderer, deleted },
    token,
  );

describe('tenderer profile reads', () => {
  it.each(profileReads)(
    '%s %s answers the tenderer its own rows',
    async (service, operation, fields, count) => {
      const result = await read(service, operation, fields, tokens.owner);
      expect(result.data?.[operation]).toMatchObject({ code: 9000 });
      expect(result.data?.[operation].dataList).toHaveLength(count);
    },
  );

  it.each(profileReads)(
    '%s %s refuses another tenderer and allows profile readers',
    async (service, operation, fields) => {
      const refused = await read(service, operation, fields, tokens.other);
      expect(refused.data?.[operation]).toMatchObject({
        code: ResponseCode.FORBIDDEN,
        dataList: null,
      });
      const allowed = await read(service, operation, fields, tokens.admin);
      expect(allowed.data?.[operation].code).toBe(9000);
    },
  );

  it('keeps numbers as numbers and reads deleted rows only when asked', async () => {
    const resources = await read(
      'uaa',
      'getAllTendererFinancialResourcesByTendererUuidAndDeleted',
      'amount',
      tokens.owner,
    );
    expect(
      resources.data?.getAllTendererFinancialResourcesByTendererUuidAndDeleted.dataList?.[0].amount,
    ).toBe(500000000);
    const deleted = await read(
      'uaa',
      'getAllPersonnelInformationsByTendererUuidAndDeleted',
      'fullName',
      tokens.owner,
      true,
    );
    expect(deleted.data?.getAllPersonnelInformationsByTendererUuidAndDeleted.dataList).toEqual([
      expect.objectContaining({ fullName: 'Gone Person' }),
    ]);
  });

  it("reads litigation records for one tender or lot, and a person's work experience", async () => {
    const litigation = await server.graphql<Record<string, ListResult>>(
      'uaa',
      `query ($deleted: Boolean, $tendererUuid: String!, $entityUuid: String!, $entityType: String!) {
        getAllLitigationRecordsByTendererAndEntityAndDeletedStatus(deleted: $deleted, tendererUuid: $tendererUuid, entityUuid: $entityUuid, entityType: $entityType) {
          code dataList { caseDescription outcome amountInDispute } } }`,
      { deleted: false, tendererUuid: ids.tenderer, entityUuid: LOT, entityType: 'LOT' },
      tokens.owner,
    );
    expect(
      litigation.data?.getAllLitigationRecordsByTendererAndEntityAndDeletedStatus.dataList,
    ).toEqual([
      { caseDescription: 'Payment dispute', outcome: 'WON', amountInDispute: 12500000.5 },
    ]);
    const experience = await server.graphql<Record<string, ListResult>>(
      'uaa',
      `query ($personnelInformationUuid: String!, $deleted: Boolean) {
        getAllPersonnelWorkExperiencesByPersonnelInformationUuidAndDeleted(personnelInformationUuid: $personnelInformationUuid, deleted: $deleted) {
          code dataList { employer startDate endDate } } }`,
      { personnelInformationUuid: ids.person, deleted: false },
      tokens.owner,
    );
    expect(
      experience.data?.getAllPersonnelWorkExperiencesByPersonnelInformationUuidAndDeleted.dataList,
    ).toEqual([{ employer: 'Dodoma Roads Co', startDate: '2018-01-01', endDate: '2022-06-30' }]);
    const refused = await server.graphql<Record<string, ListResult>>(
      'uaa',
      `query ($p: String!) { getAllPersonnelWorkExperiencesByPersonnelInformationUuidAndDeleted(personnelInformationUuid: $p) { code } }`,
      { p: ids.person },
      tokens.other,
    );
    expect(
      refused.data?.getAllPersonnelWorkExperiencesByPersonnelInformationUuidAndDeleted.code,
    ).toBe(ResponseCode.FORBIDDEN);
  });

  it('answers the signed-in tenderer, and NOT_FOUND for an account without tenderer details', async () => {
    const mine = await server.graphql<{ getMyTenderer: { code: number; data: { name: string } } }>(
      'uaa',
      '{ getMyTenderer { code data { uuid name } } }',
      {},
      tokens.owner,
    );
    expect(mine.data?.getMyTenderer.data.name).toBe('Mbeya Builders Ltd');
    const none = await server.graphql<{ getMyTenderer: { code: number } }>(
      'uaa',
      '{ getMyTenderer { code } }',
      {},
      tokens.member,
    );
    expect(none.data?.getMyTenderer.code).toBe(ResponseCode.NOT_FOUND);
  });

  it('answers empty sections to a tenderer who has not saved company details yet, and refuses a save', async () => {
    const sections: [string, string][] = [
      ['uaa', 'getAllPersonnelInformationsByTendererUuidAndDeleted'],
      ['uaa', 'getAllTendererFinancialResourcesByTendererUuidAndDeleted'],
      ['uaa', 'getAllTendererFinancialStatements'],
      ['uaa', 'getAllLitigationRecordsByTendererAndEntityAndDeletedStatus'],
      ['uaa', 'getAllPersonnelWorkExperiencesByPersonnelInformationUuidAndDeleted'],
      ['submission', 'getAllWorkEquipmentsByTendererUuidAndDeleted'],
      ['submission', 'getAllTendererWorkExperiences'],
    ];
    for (const [service, operation] of sections) {
      const answer = await server.graphql<Record<string, ListResult>>(
        service as GraphqlService,
        `{ ${operation} { code message dataList { uuid } } }`,
        {},
        tokens.member,
      );
      expect(answer.data?.[operation], operation).toMatchObject({
        code: ResponseCode.SUCCESS,
        dataList: [],
      });
    }
    // Nothing of their own to keep yet: a new row says so and writes nothing.
    const saved = await server.graphql<{
      createUpdateWorkEquipment: { code: number; message: string };
    }>(
      'submission',
      'mutation ($e: WorkEquipmentInput!) { createUpdateWorkEquipment(workEquipment: $e) { code message } }',
      { e: { equipmentType: 'Excavator', quantity: 1, ownership: 'OWNED' } },
      tokens.member,
    );
    expect(saved.data?.createUpdateWorkEquipment).toEqual({
      code: ResponseCode.NOT_FOUND,
      message: 'Register your company details first',
    });
  });

  it('refuses a malformed uuid as bad input', async () => {
    const result = await server.graphql<Record<string, ListResult>>(
      'uaa',
      `query { getAllTendererFinancialStatements(tendererUuid: "x'; drop table users; --") { code message } }`,
      {},
      tokens.admin,
    );
    expect(result.data?.getAllTendererFinancialStatements).toEqual({
      code: ResponseCode.INVALID_INPUT,
      message: 'uuid: Not a valid uuid',
    });
  });
});

describe('submission and evaluation reads', () => {
  it('summarizes a submission by criteria group with percentages', async () => {
    const result = await server.graphql<{
      getTendererTenderSubmissionSummary: ListResult & { status: boolean };
    }>(
      'submission',
      `query ($submissionUuid: String!, $entityType: String!) { getTendererTenderSubmissionSummary(submissionUuid: $submissionUuid, entityType: $entityType) {
        code message status dataList { criteriaGroupName totalSubmittedCriteria totalCriteria percentage } } }`,
      { submissionUuid: ids.submission, entityType: 'LOT' },
      tokens.owner,
    );
    expect(result.data?.getTendererTenderSubmissionSummary).toMatchObject({
      code: 9000,
      status: true,
    });
    expect(result.data?.getTendererTenderSubmissionSummary.dataList).toEqual([
      {
        criteriaGroupName: 'Financial',
        totalSubmittedCriteria: 0,
        totalCriteria: 1,
        percentage: 0,
      },
      {
        criteriaGroupName: 'Technical',
        totalSubmittedCriteria: 2,
        totalCriteria: 3,
        percentage: 66.67,
      },
    ]);
    const other = await server.graphql<{ getTendererTenderSubmissionSummary: ListResult }>(
      'submission',
      `query ($s: String!) { getTendererTenderSubmissionSummary(submissionUuid: $s, entityType: "LOT") { code } }`,
      { s: ids.submission },
      tokens.other,
    );
    expect(other.data?.getTendererTenderSubmissionSummary.code).toBe(ResponseCode.FORBIDDEN);
  });

  it("gives the member their scores, stage completion and a stage's progress", async () => {
    const summary = await server.graphql<{ getMemberStageEvaluationSummary: { data: unknown } }>(
      'submission',
      `query ($evaluationUuid: String!) { getMemberStageEvaluationSummary(evaluationUuid: $evaluationUuid) { code data { totalScore evaluatedScore } } }`,
      { evaluationUuid: ids.evaluation },
      tokens.member,
    );
    expect(summary.data?.getMemberStageEvaluationSummary.data).toEqual({
      totalScore: 100,
      evaluatedScore: 40,
    });
    const stages = await server.graphql<{
      getSubmissionCriteriaEvaluationCompletionStatusByStage: ListResult;
    }>(
      'submission',
      `query ($evaluationUuid: String!) { getSubmissionCriteriaEvaluationCompletionStatusByStage(evaluationUuid: $evaluationUuid) { code dataList { name isCompleted } } }`,
      { evaluationUuid: ids.evaluation },
      tokens.member,
    );
    expect(stages.data?.getSubmissionCriteriaEvaluationCompletionStatusByStage.dataList).toEqual([
      { name: 'Preliminary', isCompleted: true },
      { name: 'Detailed', isCompleted: false },
    ]);
    const stage = await server.graphql<{
      getSubmissionCriteriaEvaluationCompletionStatusByStageAndStageUuid: { data: unknown };
    }>(
      'submission',
      `query ($memberEvaluationStageUuid: String!) { getSubmissionCriteriaEvaluationCompletionStatusByStageAndStageUuid(memberEvaluationStageUuid: $memberEvaluationStageUuid) {
        code data { progress completed total criteria { name isCompleted } } } }`,
      { memberEvaluationStageUuid: ids.stage },
      tokens.member,
    );
    expect(
      stage.data?.getSubmissionCriteriaEvaluationCompletionStatusByStageAndStageUuid.data,
    ).toMatchObject({
      progress: 33.33,
      completed: 1,
      total: 3,
    });
    const notMine = await server.graphql<{
      getSubmissionCriteriaEvaluationCompletionStatusByStageAndStageUuid: { code: number };
    }>(
      'submission',
      `query ($s: String!) { getSubmissionCriteriaEvaluationCompletionStatusByStageAndStageUuid(memberEvaluationStageUuid: $s) { code } }`,
      { s: ids.stage },
      tokens.owner,
    );
    expect(
      notMine.data?.getSubmissionCriteriaEvaluationCompletionStatusByStageAndStageUuid.code,
    ).toBe(ResponseCode.NOT_FOUND);
  });

  it('lists the negotiation areas seeded for every deployment', async () => {
    const result = await server.graphql<{ getNegotiationAreaCriterias: ListResult }>(
      'submission',
      '{ getNegotiationAreaCriterias { code dataList { name description } } }',
      {},
      tokens.owner,
    );
    expect(result.data?.getNegotiationAreaCriterias.dataList?.map((row) => row.name)).toEqual([
      'Price',
      'Delivery schedule',
      'Payment terms',
      'Warranty',
      'Technical specification',
      'Scope of works',
      'Contract terms',
    ]);
  });
});
