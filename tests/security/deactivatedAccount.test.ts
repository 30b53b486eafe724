import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { restPaths } from '../../contract/services';
import { issueActionToken } from '../../server/auth/actionTokens';
import { users } from '../../server/db/schema/identity';
import { outboxMessages as outbox } from '../../server/db/schema/onboarding';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../server/support/testServer';

/**
 * A deactivated account stays deactivated until an administrator activates it: no onboarding flow
 * (activation email, code, password links) brings it back, and it can neither sign in nor refresh.
 * Before the fix, send-email -> check-if-activated -> OTP -> create-password reactivated it.
 */
const STAFF = { email: 'clerk@security.test', password: 'Clerk-Passw0rd-Long!' };
const NEW_PASSWORD = 'An0ther-Long-Passphrase!';
const paths = restPaths('zabuni');

let server: TestServer;
let admin: string;
let staffId: number;
let refreshToken: string;

const staff = async () =>
  (await server.db.select().from(users).where(eq(users.email, STAFF.email)))[0];

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  await server.createUser({ ...STAFF, role: 'PROCUREMENT_OFFICER' });
  const signedIn = await server.login(STAFF.email, STAFF.password);
  refreshToken = signedIn.body.refresh_token;
  staffId = (await staff()).id;
  const deactivated = await server.envelope(
    'uaa',
    'mutation ($id: ID!) { deactivateUser(id: $id) { code message } }',
    { id: String(staffId) },
    admin,
  );
  expect(deactivated.code).toBe(ResponseCode.SUCCESS);
}, 60_000);
afterAll(() => server?.stop());

describe('a deactivated account', () => {
  it('gets no new activation link (send-email) and no email goes out', async () => {
    const before = (await server.db.select().from(outbox)).length;
    const answer = await server.post<{ code: number; message: string }>(paths.sendEmail, {
      email: STAFF.email,
    });
    // The answer every address gets (it must not tell which accounts exist), but nothing is sent.
    expect(answer.body.message).toBe(
      'If this email has an account waiting for activation, the activation link has been re-sent to it',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await server.db.select().from(outbox)).length).toBe(before);
  });

  it('is not activated by setting a password, whatever link led there', async () => {
    // A password link that outlived the deactivation (say, raced with it).
    const link = await issueActionToken(server.db, 'CREATE_PASSWORD', { userId: staffId });
    const answer = await server.post<{ status: boolean }>(paths.createPassword, {
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      activationToken: link,
    });
    expect(answer.body.status).toBe(true);
    expect((await staff()).active).toBe(false);
    const login = await server.login(STAFF.email, NEW_PASSWORD);
    expect([login.status, login.body.code]).toEqual([403, ResponseCode.ACCOUNT_INACTIVE]);
  });

  it('cannot sign in with its old password nor refresh its old session', async () => {
    const login = await server.login(STAFF.email, STAFF.password);
    expect(login.status).not.toBe(200);
    const refreshed = await server.post(paths.refresh, { refresh_token: refreshToken });
    expect(refreshed.status).toBe(401);
  });

  it('is active again only when an administrator activates it', async () => {
    const activated = await server.envelope(
      'uaa',
      'mutation ($id: ID!) { activateUser(id: $id) { code } }',
      { id: String(staffId) },
      admin,
    );
    expect(activated.code).toBe(ResponseCode.SUCCESS);
    expect((await server.login(STAFF.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('an account that never activated', () => {
  it('cannot be "deactivated" (it would reopen with its next link): deleting withdraws it', async () => {
    await server.db.insert(users).values({
      email: 'pending@security.test',
      fullName: 'Pending Person',
      userType: 'PROCURING_ENTITY',
    });
    const pending = (
      await server.db.select().from(users).where(eq(users.email, 'pending@security.test'))
    )[0];
    const answer = await server.envelope(
      'uaa',
      'mutation ($id: ID!) { deactivateUser(id: $id) { code message } }',
      { id: String(pending.id) },
      admin,
    );
    expect(answer.code).toBe(ResponseCode.INVALID_INPUT);
    expect(answer.message).toMatch(/delete it to withdraw the invitation/);
  });
});
