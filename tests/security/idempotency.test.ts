import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { graphqlPath } from '../../contract/services';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../server/support/testServer';

/**
 * A create sent with an Idempotency-Key runs at most once per user and key (kept 24 h in the
 * database): a retry after a lost answer gets the first answer, not a second record or a duplicate
 * refusal. Before the fix the header was ignored and every retry created again.
 */
const SIGNER_A = { email: 'idem-a@zabuni.test', password: 'Signer-A-Passw0rd!' };
const SIGNER_B = { email: 'idem-b@zabuni.test', password: 'Signer-B-Passw0rd!' };
const CREATE = `mutation ($dto: ChargeTypeDtoInput!) {
  createUpdateChargeType(chargeTypeDto: $dto) { code message data { uuid name } }
}`;

let server: TestServer;
let admin: string;

type Answer = {
  status: number;
  replayed: string | null;
  body: { data?: { createUpdateChargeType: { code: number; data: { uuid: string } | null } } };
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  await server.createUser({ ...SIGNER_A, role: 'PROCUREMENT_OFFICER' });
  await server.createUser({ ...SIGNER_B, role: 'PROCUREMENT_OFFICER' });
}, 60_000);
afterAll(() => server?.stop());

async function post(
  pathname: string,
  body: unknown,
  token: string,
  key?: string,
): Promise<{ status: number; replayed: string | null; body: never }> {
  const response = await fetch(`${server.baseUrl}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed'),
    body: (await response.json()) as never,
  };
}

const createChargeType = (name: string, key?: string): Promise<Answer> =>
  post(
    graphqlPath('zabuni', 'billing'),
    { query: CREATE, variables: { dto: { name } } },
    admin,
    key,
  );

const rowsNamed = async (name: string) =>
  Number(
    (
      await server.db.execute<{ n: string }>(
        sql`SELECT count(*) AS n FROM charge_types WHERE name = ${name}`,
      )
    ).rows[0].n,
  );

describe('Idempotency-Key on creates', () => {
  it('a retried GraphQL create answers the first result and creates once', async () => {
    const first = await createChargeType('Idempotent fee', 'key-retry-1');
    expect(first.body.data?.createUpdateChargeType.code).toBe(ResponseCode.SUCCESS);
    const retry = await createChargeType('Idempotent fee', 'key-retry-1');
    expect(retry.status).toBe(200);
    expect(retry.replayed).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await rowsNamed('Idempotent fee')).toBe(1);

    // Without the key a second send is a second create (here refused as a duplicate name).
    const unkeyed = await createChargeType('Idempotent fee');
    expect(unkeyed.body.data?.createUpdateChargeType.code).toBe(ResponseCode.DUPLICATE);
  });

  it('parallel retries of one create all answer the one record', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => createChargeType('Parallel fee', 'key-parallel')),
    );
    const uuids = new Set(answers.map((a) => a.body.data?.createUpdateChargeType.data?.uuid));
    expect(
      answers.every((a) => a.body.data?.createUpdateChargeType.code === ResponseCode.SUCCESS),
    ).toBe(true);
    expect(uuids.size).toBe(1);
    expect(await rowsNamed('Parallel fee')).toBe(1);
  });

  it('refuses the same key for another request, and keeps a refusal as the answer', async () => {
    await createChargeType('Keyed fee', 'key-other');
    const other = await createChargeType('Another fee', 'key-other');
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: ResponseCode.INVALID_INPUT });
    expect(await rowsNamed('Another fee')).toBe(0);

    // A create refused inside the keyed transaction (duplicate name) answers the refusal, not a 500.
    const duplicate = await createChargeType('Keyed fee', 'key-duplicate');
    expect(duplicate.status).toBe(200);
    expect(duplicate.body.data?.createUpdateChargeType.code).toBe(ResponseCode.DUPLICATE);
  });

  it('keeps a key 24 hours, in the database', async () => {
    const first = await createChargeType('Day fee', 'key-day');
    const kept = await server.db.execute(
      sql`SELECT 1 FROM idempotency_keys WHERE key = 'key-day' AND status = 200`,
    );
    expect(kept.rows).toHaveLength(1);
    await server.db.execute(
      sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'key-day'`,
    );
    await server.db.execute(
      sql`UPDATE charge_types SET name = 'Day fee (old)' WHERE name = 'Day fee'`,
    );
    const later = await createChargeType('Day fee', 'key-day');
    expect(later.replayed).toBeNull();
    expect(later.body.data?.createUpdateChargeType.data?.uuid).not.toBe(
      first.body.data?.createUpdateChargeType.data?.uuid,
    );
  });

  it('a REST create (signature key) is replayed per user: each user has their own keys', async () => {
    const a = await server.login(SIGNER_A.email, SIGNER_A.password);
    const b = await server.login(SIGNER_B.email, SIGNER_B.password);
    const request = (login: typeof a, email: string) =>
      post(
        '/zabuni-dsms/api/signature/request',
        { userId: login.body.user.uuid, commonName: email, password: 'shared-key-phrase' },
        login.body.access_token,
        'same-key-for-both',
      ) as Promise<{
        status: number;
        replayed: string | null;
        body: { code: number; data: { serialNumber: string } };
      }>;
    const first = await request(a, SIGNER_A.email);
    expect(first.body.code).toBe(ResponseCode.SUCCESS);
    // The retry answers the key it issued, instead of "a signature already exists".
    const retry = await request(a, SIGNER_A.email);
    expect(retry.replayed).toBe('true');
    expect(retry.body).toEqual(first.body);
    // Another user's same key is theirs: a key of their own is issued.
    const other = await request(b, SIGNER_B.email);
    expect(other.replayed).toBeNull();
    expect(other.body.code).toBe(ResponseCode.SUCCESS);
    expect(other.body.data.serialNumber).not.toBe(first.body.data.serialNumber);
  });
});
