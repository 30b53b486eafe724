import { and, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { restPaths } from '../../contract/services';
import type { CurrentUser, TokenResponse } from '../../contract/users';
import { sha256 } from '../../server/auth/tokens';
import { refreshTokens, roles, users } from '../../server/db/schema/identity';
import { serverSecrets } from '../../server/db/schema/system';
import { emailedLink, solveCaptcha } from '../support/onboarding';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type Envelope,
  type TestServer,
} from '../server/support/testServer';

/**
 * Sessions end when they should (issue 16, item 6; ASVS 3.3.1, 3.3.3, 3.5.3): an access token stops
 * working at once after logout, a password reset, a deactivation or a role change, not when it
 * expires; two tabs refreshing together stay signed in while a real reuse still ends the sign-in;
 * tokens without exp or iat, or of another algorithm, are refused.
 */
const paths = restPaths('zabuni');
const PASSWORD = 'Session-Passw0rd-Long!';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
}, 60_000);
afterAll(() => server?.stop());

const signIn = async (email: string, password = PASSWORD) => {
  const { status, body } = await server.login(email, password);
  expect(status).toBe(200);
  return body;
};
const authRole = (token: string) => server.get<CurrentUser & Envelope>(paths.authRole, token);
const newUser = async (email: string, role = 'PROCUREMENT_OFFICER') => {
  await server.createUser({ email, password: PASSWORD, role });
  return signIn(email);
};
const refresh = (refreshToken: string) =>
  server.post<TokenResponse & Envelope>(paths.refresh, { refresh_token: refreshToken });

describe('an access token', () => {
  it('stops working at once on logout', async () => {
    const session = await newUser('logout@security.test');
    expect((await authRole(session.access_token)).status).toBe(200);
    await server.post(paths.logout, { refresh_token: session.refresh_token });
    expect((await authRole(session.access_token)).status).toBe(401);
  });

  it('of one sign-in keeps working when another sign-in of the user logs out', async () => {
    await server.createUser({
      email: 'two-devices@security.test',
      password: PASSWORD,
      role: 'PROCUREMENT_OFFICER',
    });
    const laptop = await signIn('two-devices@security.test');
    const phone = await signIn('two-devices@security.test');
    await server.post(paths.logout, { refresh_token: phone.refresh_token });
    expect((await authRole(phone.access_token)).status).toBe(401);
    expect((await authRole(laptop.access_token)).status).toBe(200);
  });

  it('stops working at once when the password is reset', async () => {
    const email = 'reset@security.test';
    const session = await newUser(email);
    expect((await authRole(session.access_token)).status).toBe(200);
    await server.post(paths.sendResetToken, { email, captcha: await solveCaptcha(server.baseUrl) });
    const resetToken = (
      await emailedLink(server.baseUrl, email, '/reset-password/')
    ).pathname.split('/')[2];
    const landing = await server.post<{ data: { activationToken: string } }>(
      paths.resetPasswordToken,
      { resetToken },
    );
    const newPassword = 'Reset-Passw0rd-Long!';
    await server.post(paths.createPassword, {
      newPassword,
      confirmPassword: newPassword,
      activationToken: landing.body.data.activationToken,
    });
    expect((await authRole(session.access_token)).status).toBe(401);
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await authRole((await signIn(email, newPassword)).access_token)).status).toBe(200);
  });

  it('stops working at once when an administrator deactivates the account', async () => {
    const email = 'deactivated@security.test';
    const session = await newUser(email);
    const [row] = await server.db.select().from(users).where(eq(users.email, email));
    expect((await authRole(session.access_token)).status).toBe(200);
    const deactivated = await server.envelope(
      'uaa',
      'mutation ($id: ID!) { deactivateUser(id: $id) { code } }',
      { id: String(row.id) },
      admin,
    );
    expect(deactivated.code).toBe(ResponseCode.SUCCESS);
    expect((await authRole(session.access_token)).status).toBe(401);
  });

  it('carries the new roles at once when they change', async () => {
    const email = 'role-change@security.test';
    const session = await newUser(email);
    const before = await authRole(session.access_token);
    expect(before.body.rolesListStrings).toEqual(['PROCUREMENT_OFFICER']);
    expect(before.body.permissions).toContain('app.annualProcurementPlan.write');
    const [accounting] = await server.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.name, 'ACCOUNTING_OFFICER'), isNull(roles.institutionId)));
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const assigned = await server.envelope(
      'uaa',
      'mutation ($roleIds: [ID!]!, $userUuid: String!) { assignRoleToExternalUser(roleIds: $roleIds, userUuid: $userUuid) { code message } }',
      { roleIds: [String(accounting.id)], userUuid: user.uuid },
      admin,
    );
    expect(assigned.code).toBe(ResponseCode.SUCCESS);
    const after = await authRole(session.access_token);
    expect(after.body.rolesListStrings).toEqual(['ACCOUNTING_OFFICER']);
    expect(after.body.permissions).not.toContain('app.annualProcurementPlan.write');
  });
});

describe('refresh tokens', () => {
  it('let two tabs refreshing at the same moment both stay signed in', async () => {
    const session = await newUser('two-tabs@security.test');
    const [first, second] = await Promise.all([
      refresh(session.refresh_token),
      refresh(session.refresh_token),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await authRole(first.body.access_token)).status).toBe(200);
    expect((await authRole(second.body.access_token)).status).toBe(200);
    expect((await refresh(first.body.refresh_token)).status).toBe(200);
    expect((await refresh(second.body.refresh_token)).status).toBe(200);
  });

  it('used again after the grace end the whole sign-in, access tokens included', async () => {
    const session = await newUser('replayed@security.test');
    const next = await refresh(session.refresh_token);
    expect(next.status).toBe(200);
    // The grace (30 s) has passed since the token was used.
    await server.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '31 seconds'` })
      .where(eq(refreshTokens.tokenHash, sha256(session.refresh_token)));
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await refresh(next.body.refresh_token)).status).toBe(401);
    expect((await authRole(next.body.access_token)).status).toBe(401);
  });
});

describe('access tokens the server did not issue that way', () => {
  let secret: Uint8Array;
  let userUuid: string;
  let sessionId: string;

  beforeAll(async () => {
    const [row] = await server.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt'));
    secret = new TextEncoder().encode(row.value);
    const session = await newUser('forged@security.test');
    userUuid = session.user.uuid;
    sessionId = (
      JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString()) as {
        sid: string;
      }
    ).sid;
  });

  const now = () => Math.floor(Date.now() / 1000);
  const sign = (
    claims: { exp?: boolean; iat?: boolean; sid?: boolean } = {},
    alg: 'HS256' | 'HS512' = 'HS256',
  ) => {
    const jwt = new SignJWT(claims.sid === false ? {} : { sid: sessionId })
      .setProtectedHeader({ alg })
      .setSubject(userUuid);
    if (claims.iat !== false) jwt.setIssuedAt(now() - 10);
    if (claims.exp !== false) jwt.setExpirationTime(now() + 300);
    return jwt.sign(secret);
  };

  it('are accepted only with every claim (the control)', async () => {
    expect((await authRole(await sign())).status).toBe(200);
  });

  it.each([
    ['without exp', { exp: false }],
    ['without iat', { iat: false }],
    ['without the sign-in (sid)', { sid: false }],
  ])('are refused %s', async (_label, claims) => {
    expect((await authRole(await sign(claims))).status).toBe(401);
  });

  it('are refused with another algorithm, even signed with the right key', async () => {
    expect((await authRole(await sign({}, 'HS512'))).status).toBe(401);
    const [, payload] = (await sign()).split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await authRole(unsigned)).status).toBe(401);
  });

  it('are refused when issued longer ago than an access token lives', async () => {
    const old = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userUuid)
      .setIssuedAt(now() - 3600)
      .setExpirationTime(now() + 300)
      .sign(secret);
    expect((await authRole(old)).status).toBe(401);
  });
});
