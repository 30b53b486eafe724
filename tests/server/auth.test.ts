import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { restPaths } from '../../contract/services';
import type { CurrentUser, TokenResponse } from '../../contract/users';
import { sha256 } from '../../server/auth/tokens';
import { refreshTokens } from '../../server/db/schema/identity';
import { serverSecrets } from '../../server/db/schema/system';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type Envelope,
  type TestServer,
} from './support/testServer';

const paths = restPaths('zabuni');
const OFFICER_EMAIL = 'officer@zabuni.test';
const OFFICER_PASSWORD = 'Officer-Passw0rd!';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser({
    email: OFFICER_EMAIL,
    password: OFFICER_PASSWORD,
    role: 'PROCUREMENT_OFFICER',
  });
});
afterAll(async () => {
  await server?.stop();
});

const refresh = (refreshToken: unknown) =>
  server.post<TokenResponse & Envelope>(paths.refresh, { refresh_token: refreshToken });

/** The sign-in (refresh-token family) an access token of ours belongs to. */
const sessionOf = (accessToken: string): string =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as { sid: string })
    .sid;

/** Puts a refresh token's use further back, past the grace in which a second tab may reuse it. */
const ageUse = (refreshToken: string) =>
  server.db
    .update(refreshTokens)
    .set({ usedAt: sql`now() - interval '31 seconds'` })
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));

/** An HS256 access token for a user's sign-in, as the server would sign it with `secret`. */
const signAccessToken = (
  userUuid: string,
  sessionId: string,
  secret: string,
  expiresInSeconds = 300,
) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userUuid)
    .setIssuedAt(now - 120)
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(secret));
};

const expectFailure = (
  result: { status: number; body: unknown },
  status: number,
  code: number,
): void => {
  expect(result.status).toBe(status);
  expect(result.body).toMatchObject({ status: false, code });
  expect(result.body).not.toHaveProperty('access_token');
  expect(result.body).not.toHaveProperty('refresh_token');
};

describe('login', () => {
  it('answers tokens and the signed-in administrator for the right password', async () => {
    const { status, body } = await server.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(status).toBe(200);
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(body.refresh_token.length).toBeGreaterThan(20);
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(600);
    expect(body.user.email).toBe(ADMIN_EMAIL);
    expect(body.user.rolesListStrings).toContain('SUPER_ADMINISTRATOR');
    expect(body.user.permissions).toEqual(
      expect.arrayContaining([
        'billing.chargeType.read',
        'billing.chargeType.write',
        'billing.chargeType.delete',
      ]),
    );
  });

  it('matches the email case-insensitively', async () => {
    const { status, body } = await server.login(ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD);
    expect(status).toBe(200);
    expect(body.user.email).toBe(ADMIN_EMAIL);
  });

  it('refuses a wrong password with 401 and code 9008, and no tokens', async () => {
    const result = await server.login(ADMIN_EMAIL, 'Wrong-Passw0rd!');
    expectFailure(result, 401, ResponseCode.INVALID_CREDENTIALS);
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const unknown = await server.login('nobody@zabuni.test', ADMIN_PASSWORD);
    const wrong = await server.login(ADMIN_EMAIL, 'Wrong-Passw0rd!');
    expectFailure(unknown, 401, ResponseCode.INVALID_CREDENTIALS);
    // The same answer but for the request id each failure carries.
    const withoutRequestId = ({ status, body }: typeof unknown) => {
      const { requestId: _requestId, ...rest } = body as unknown as Record<string, unknown>;
      return { status, body: rest };
    };
    expect(withoutRequestId(unknown)).toEqual(withoutRequestId(wrong));
    // The failed attempts above did not lock the administrator out.
    expect((await server.login(ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
  });

  it.each([
    ['no username', { password: ADMIN_PASSWORD }],
    ['no password', { username: ADMIN_EMAIL }],
    ['a blank username', { username: '   ', password: ADMIN_PASSWORD }],
    ['an empty password', { username: ADMIN_EMAIL, password: '' }],
    ['a number as username', { username: 5, password: ADMIN_PASSWORD }],
    ['an empty body', {}],
    ['a body that is not JSON', 'not json'],
  ])('answers 400 and code 9001 for %s', async (_label, body) => {
    const result = await server.post(paths.login, body);
    expectFailure(result, 400, ResponseCode.INVALID_INPUT);
  });

  it('gives a base-role user only that role and its permissions', async () => {
    const { status, body } = await server.login(OFFICER_EMAIL, OFFICER_PASSWORD);
    expect(status).toBe(200);
    expect(body.user.rolesListStrings).toEqual(['PROCUREMENT_OFFICER']);
    expect(body.user.permissions).toContain('billing.chargeType.read');
    expect(body.user.permissions).not.toContain('billing.chargeType.write');
    expect(body.user.permissions).not.toContain('billing.chargeType.delete');
  });
});

describe('refresh', () => {
  it('answers a new token pair, and the old refresh token no longer works after the grace', async () => {
    const signIn = await server.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const first = signIn.body.refresh_token;

    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    expect(rotated.body.access_token).toEqual(expect.any(String));
    expect(rotated.body.refresh_token).toEqual(expect.any(String));
    expect(rotated.body.refresh_token).not.toBe(first);
    expect(rotated.body.user.email).toBe(ADMIN_EMAIL);

    // The new access token is accepted.
    const role = await server.get<CurrentUser>(paths.authRole, rotated.body.access_token);
    expect(role.status).toBe(200);
    expect(role.body.email).toBe(ADMIN_EMAIL);

    await ageUse(first);
    expectFailure(await refresh(first), 401, ResponseCode.TOKEN_INVALID);
  });

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const signIn = await server.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const first = signIn.body.refresh_token;
    const second = (await refresh(first)).body.refresh_token;
    const third = (await refresh(second)).body.refresh_token;
    expect(third).toEqual(expect.any(String));

    // `second` was already used, longer ago than the grace: replaying it ends the sign-in,
    // including the newest token.
    await ageUse(second);
    expectFailure(await refresh(second), 401, ResponseCode.TOKEN_INVALID);
    expectFailure(await refresh(third), 401, ResponseCode.TOKEN_INVALID);
  });

  it('lets two simultaneous refreshes with the same token (two tabs) both succeed', async () => {
    const token = (await server.login(ADMIN_EMAIL, ADMIN_PASSWORD)).body.refresh_token;
    const results = await Promise.all([refresh(token), refresh(token)]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
  });

  it('does not touch other sign-ins of the same user when one family is revoked', async () => {
    const other = (await server.login(ADMIN_EMAIL, ADMIN_PASSWORD)).body.refresh_token;
    const first = (await server.login(ADMIN_EMAIL, ADMIN_PASSWORD)).body.refresh_token;
    await refresh(first);
    await ageUse(first);
    expectFailure(await refresh(first), 401, ResponseCode.TOKEN_INVALID);

    expect((await refresh(other)).status).toBe(200);
  });

  it('refuses an unknown refresh token with 401 and code 9010', async () => {
    expectFailure(await refresh('no-such-token-at-all'), 401, ResponseCode.TOKEN_INVALID);
  });

  it('refuses an access token presented as a refresh token', async () => {
    const accessToken = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
    expectFailure(await refresh(accessToken), 401, ResponseCode.TOKEN_INVALID);
  });

  it.each([
    ['no refresh_token', {}],
    ['an empty refresh_token', { refresh_token: '' }],
    ['a number', { refresh_token: 5 }],
  ])('answers 400 and code 9001 for %s', async (_label, body) => {
    expectFailure(await server.post(paths.refresh, body), 400, ResponseCode.INVALID_INPUT);
  });
});

describe('logout', () => {
  it('revokes the refresh token family', async () => {
    const first = (await server.login(ADMIN_EMAIL, ADMIN_PASSWORD)).body.refresh_token;
    const second = (await refresh(first)).body.refresh_token;

    const loggedOut = await server.post<Envelope>(paths.logout, { refresh_token: second });
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.body).toMatchObject({ status: true, code: ResponseCode.SUCCESS });

    expectFailure(await refresh(second), 401, ResponseCode.TOKEN_INVALID);
  });

  it('answers success for an unknown token without affecting live sign-ins', async () => {
    const live = (await server.login(ADMIN_EMAIL, ADMIN_PASSWORD)).body.refresh_token;
    const loggedOut = await server.post<Envelope>(paths.logout, { refresh_token: 'unknown' });
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.body.code).toBe(ResponseCode.SUCCESS);
    expect((await refresh(live)).status).toBe(200);
  });
});

describe('auth/role', () => {
  it('describes the signed-in user', async () => {
    const token = await server.accessToken(OFFICER_EMAIL, OFFICER_PASSWORD);
    const { status, body } = await server.get<CurrentUser>(paths.authRole, token);
    expect(status).toBe(200);
    expect(body.email).toBe(OFFICER_EMAIL);
    expect(body.rolesListStrings).toEqual(['PROCUREMENT_OFFICER']);
    expect(body.permissions).toContain('billing.chargeType.read');
  });

  it('answers 401 and code 9005 without a token', async () => {
    const result = await server.get(paths.authRole);
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ status: false, code: ResponseCode.UNAUTHENTICATED });
    expect(result.body).not.toHaveProperty('email');
  });

  it('answers 401 for an invalid token', async () => {
    const result = await server.get(paths.authRole, 'not-a-token');
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ code: ResponseCode.UNAUTHENTICATED });
  });
});

describe('bearer tokens on GraphQL', () => {
  const query = '{ getAllChargeTypes { code data { totalElements } } }';

  it('accepts a valid access token', async () => {
    const token = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
    const { status, body } = await server.graphqlRaw<{
      getAllChargeTypes: { code: number };
    }>('billing', query, undefined, token);
    expect(status).toBe(200);
    expect(body.data?.getAllChargeTypes.code).toBe(ResponseCode.SUCCESS);
  });

  it('answers HTTP 401 for a token that is not a JWT', async () => {
    const { status, body } = await server.graphqlRaw('billing', query, undefined, 'not-a-token');
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: false, code: ResponseCode.UNAUTHENTICATED });
    expect(body).not.toHaveProperty('data.getAllChargeTypes');
  });

  it('answers HTTP 401 for a token signed with another key', async () => {
    const { body: user } = await server.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const token = await signAccessToken(
      user.user.uuid,
      sessionOf(user.access_token),
      crypto.randomBytes(48).toString('base64url'),
    );
    const { status, body } = await server.graphqlRaw('billing', query, undefined, token);
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: ResponseCode.UNAUTHENTICATED });
  });

  it('answers HTTP 401 for an expired token signed with the server key', async () => {
    const { body: user } = await server.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const [secret] = await server.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, 'jwt'));
    // Control: the same subject and key with a live expiry is accepted.
    const live = await signAccessToken(user.user.uuid, sessionOf(user.access_token), secret.value);
    expect((await server.graphqlRaw('billing', query, undefined, live)).status).toBe(200);

    const expired = await signAccessToken(
      user.user.uuid,
      sessionOf(user.access_token),
      secret.value,
      -60,
    );
    const { status, body } = await server.graphqlRaw('billing', query, undefined, expired);
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: ResponseCode.UNAUTHENTICATED });
  });

  it('answers HTTP 401 for a tampered valid token', async () => {
    const token = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature.slice(0, -4)}AAAA`;
    const { status } = await server.graphqlRaw('billing', query, undefined, tampered);
    expect(status).toBe(401);
  });

  it('answers code 9005 (not HTTP 401) without any token', async () => {
    const { status, body } = await server.graphqlRaw<{
      getAllChargeTypes: { code: number; data: unknown };
    }>('billing', query);
    expect(status).toBe(200);
    expect(body.data?.getAllChargeTypes).toEqual({
      code: ResponseCode.UNAUTHENTICATED,
      data: null,
    });
  });
});

describe('lockout', () => {
  it('locks an account after five wrong passwords, even against the right one', async () => {
    const email = 'lockme@zabuni.test';
    const password = 'Lock-Passw0rd!';
    await server.createUser({ email, password, role: 'PROCUREMENT_OFFICER' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectFailure(await server.login(email, 'wrong'), 401, ResponseCode.INVALID_CREDENTIALS);
    }
    expectFailure(await server.login(email, password), 429, ResponseCode.TOO_MANY_ATTEMPTS);
  });
});
