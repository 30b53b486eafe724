import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { graphqlServices } from '../../contract/services';
import { users } from '../../server/db/schema/identity';
import { tenderers } from '../../server/db/schema/tenderers';
import { latestMessage, linkIn } from '../support/onboarding';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * The spec: "Mutation responses carry code, message, status, data and dataList". Read from the running
 * server's schema (introspection over HTTP), so a module that declares an envelope without one of them
 * fails here, whatever its SDL looks like.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
type Introspection = {
  __schema: {
    mutationType: {
      fields: { name: string; type: TypeRef }[];
    } | null;
    types: { name: string; kind: string; fields: { name: string }[] | null }[];
  };
};

const typeRef = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const introspection = `{ __schema {
  mutationType { fields { name type { ${typeRef} } } }
  types { name kind fields { name } }
} }`;

const namedType = (type: TypeRef): string => (type.ofType ? namedType(type.ofType) : type.name!);
const envelopeFields = ['code', 'message', 'status', 'data', 'dataList'];

describe('the mutation envelope', () => {
  it.each(graphqlServices.map((service) => [service]))(
    'every %s mutation answers code, message, status, data and dataList',
    async (service) => {
      const { data } = await server.graphql<Introspection>(service, introspection);
      const schema = data!.__schema;
      const mutations = schema.mutationType?.fields ?? [];
      expect(mutations.length).toBeGreaterThan(0);
      const fieldsOf = new Map(
        schema.types.map((type) => [type.name, (type.fields ?? []).map((field) => field.name)]),
      );
      const lacking = mutations.flatMap((mutation) => {
        const answer = namedType(mutation.type);
        const missing = envelopeFields.filter((field) => !fieldsOf.get(answer)?.includes(field));
        return missing.length > 0
          ? [`${mutation.name}: ${answer} lacks ${missing.join(', ')}`]
          : [];
      });
      expect(lacking).toEqual([]);
    },
  );

  it('answers dataList beside data on a mutation the spec names (completeSubmissionWithdraw)', async () => {
    const result = await server.envelope(
      'submission',
      `mutation { completeSubmissionWithdraw(action: "APPROVE", token: "${'x'.repeat(43)}") {
        code message status data { uuid } dataList { uuid } } }`,
    );
    expect(result).toMatchObject({ code: ResponseCode.TOKEN_INVALID, data: null, dataList: null });
  });
});

describe('initiateWithdrawSubmission (submission service)', () => {
  const TENDERER = { email: 'withdraw@tenderer.test', password: 'Withdraw-Passw0rd!' };
  const OFFICER = { email: 'officer@withdraw.test', password: 'Officer-Passw0rd!' };
  const initiate = `mutation ($dto: WithdrawSubmissionInput!) {
    initiateWithdrawSubmission(withdrawSubmissionDTO: $dto) {
      code message status data { uuid kind status tenderNumber } dataList { uuid } } }`;
  const complete = `mutation ($token: String!) {
    completeSubmissionWithdraw(action: "APPROVE", token: $token) { code data { status } } }`;
  let tendererToken: string;
  let officerToken: string;

  beforeAll(async () => {
    for (const person of [TENDERER, OFFICER]) {
      await server.createUser({ ...person, role: 'PROCUREMENT_OFFICER' });
    }
    const [owner] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, TENDERER.email));
    await server.db.insert(tenderers).values({ name: 'Ruvuma Traders Ltd', userId: owner.id });
    tendererToken = await server.accessToken(TENDERER.email, TENDERER.password);
    officerToken = await server.accessToken(OFFICER.email, OFFICER.password);
  });

  it('raises a pending withdrawal, emails its link, and the link then approves it', async () => {
    const dto = { submissionUuid: crypto.randomUUID(), tenderNumber: 'TR/2026/044' };
    const started = await server.envelope('submission', initiate, { dto }, tendererToken);
    expect(started).toMatchObject({
      code: 9000,
      data: { kind: 'WITHDRAW', status: 'PENDING', tenderNumber: 'TR/2026/044' },
    });

    const twice = await server.envelope('submission', initiate, { dto }, tendererToken);
    expect(twice.code).toBe(ResponseCode.DUPLICATE);

    const email = await latestMessage(server.baseUrl, TENDERER.email, 'EMAIL');
    const link = linkIn(email, '/bid-withdraw/approve/');
    const token = link.pathname.split('/').pop()!;
    const approved = await server.envelope('submission', complete, { token });
    expect(approved).toMatchObject({ code: 9000, data: { status: 'APPROVED' } });
  });

  it('needs a session, a tenderer and a valid submission', async () => {
    const dto = { submissionUuid: crypto.randomUUID(), tenderNumber: 'TR/2026/045' };
    const anonymous = await server.envelope('submission', initiate, { dto });
    expect(anonymous.code).toBe(ResponseCode.UNAUTHENTICATED);
    const officer = await server.envelope('submission', initiate, { dto }, officerToken);
    expect(officer.code).toBe(ResponseCode.FORBIDDEN);
    const invalid = await server.envelope(
      'submission',
      initiate,
      { dto: { submissionUuid: 'not-a-uuid', tenderNumber: 'x'.repeat(121) } },
      tendererToken,
    );
    expect(invalid.code).toBe(ResponseCode.INVALID_INPUT);
  });
});
