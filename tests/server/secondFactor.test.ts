import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import type { SecondFactorSummary, SignInSummary } from '../../contract/secondFactor';
import { attemptCounters, outboxMessages } from '../../server/db/schema/onboarding';
import { factorChallenges, secondFactors } from '../../server/db/schema/secondFactors';

import { users } from '../../server/db/schema/identity';
import {
  claimsOf,
  enrolAtSignIn,
  factorPaths,
  signInWithCode,
  totpCode,
  type SignInAnswer,
} from './support/secondFactor';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type Envelope,
  type TestServer,
} from './support/testServer';

const OFFICER = { email: 'officer@zabuni.test', password: 'Officer-Passw0rd!' };

let server: TestServer;
/** The administrator's authenticator secret, enrolled at the first sign-in. */
let secret: string;
let recoveryCodes: string[];
/** The code of now (beforeEach forgets the steps taken, so each test may take it once). */
const nextCode = () => totpCode(secret);

beforeAll(async () => {
  server = await startTestServer({}, { secondFactorEnforced: true });
  await server.createUser({ ...OFFICER, role: 'PROCUREMENT_OFFICER' });
  ({ secret, recoveryCodes } = await enrolAtSignIn(server, ADMIN_EMAIL, ADMIN_PASSWORD));
}, 240_000);
afterAll(async () => {
  await server?.stop();
});
beforeEach(async () => {
  // Each test starts unlocked, and with codes of the next step unused.
  await server.db.delete(attemptCounters);
  await server.db.update(secondFactors).set({ lastUsedStep: null });
});

const loginAnswer = (email: string, password: string) =>
  server.post<SignInAnswer>('/zabuni-uaa/auth/login', { username: email, password });

const challengeOf = async () => (await loginAnswer(ADMIN_EMAIL, ADMIN_PASSWORD)).body.secondFactor!;

describe('enrolment at sign-in', () => {
  it('gives a role that requires a second factor no token before one is added', async () => {
    await server.createUser({
      email: 'platform@zabuni.test',
      password: 'Platform-Passw0rd!',
      role: 'SUPER_ADMINISTRATOR',
    });
    const login = await loginAnswer('platform@zabuni.test', 'Platform-Passw0rd!');
    expect(login.status).toBe(200);
    expect(login.body.secondFactor).toMatchObject({ step: 'ENROL', methods: [] });
    expect(login.body).not.toHaveProperty('access_token');
    expect(login.body).not.toHaveProperty('refresh_token');
    // The challenge is no bearer token: the API refuses it.
    const asToken = await server.get(factorPaths.factors, login.body.secondFactor!.challenge);
    expect(asToken.status).toBe(401);
  });

  it('completed with the first code: aal2 tokens, ten recovery codes, an email', async () => {
    const { tokens, recoveryCodes: codes } = await enrolAtSignIn(
      server,
      'platform@zabuni.test',
      'Platform-Passw0rd!',
    );
    expect(claimsOf(tokens.access_token)).toMatchObject({ amr: ['pwd', 'otp'], acr: 'aal2' });
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const mail = await server.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'platform@zabuni.test'));
    expect(mail.map((m) => m.subject)).toContain(
      'A second factor was added to your Zabuni account',
    );
    // The secret is stored sealed, never as given.
    const stored = await server.db
      .select({ sealed: secondFactors.secretSealed })
      .from(secondFactors);
    for (const row of stored) expect(row.sealed).not.toContain(secret);
  });

  it('refuses a wrong first code and keeps the factor unconfirmed', async () => {
    await server.createUser({
      email: 'inst@zabuni.test',
      password: 'Inst-Passw0rd!',
      role: 'INSTITUTION_ADMINISTRATOR',
    });
    const login = await loginAnswer('inst@zabuni.test', 'Inst-Passw0rd!');
    const challenge = login.body.secondFactor!.challenge;
    const started = await server.post<Envelope<{ factorUuid: string }>>(factorPaths.totpStart, {
      challenge,
    });
    const wrong = await server.post<SignInAnswer>(factorPaths.totpConfirm, {
      challenge,
      factorUuid: started.body.data!.factorUuid,
      code: '000000',
      name: 'Phone',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: ResponseCode.INVALID_SECOND_FACTOR });
    expect(wrong.body).not.toHaveProperty('access_token');
  });

  it('lets a user whose roles need no factor sign in with the password (aal1)', async () => {
    const login = await loginAnswer(OFFICER.email, OFFICER.password);
    expect(login.body.secondFactor).toBeUndefined();
    expect(claimsOf(login.body.access_token)).toMatchObject({ amr: ['pwd'], acr: 'aal1' });
  });
});

describe('sign-in with a second factor', () => {
  it('asks for it after the right password, and only then gives tokens', async () => {
    const pending = await challengeOf();
    expect(pending).toMatchObject({ step: 'SIGN_IN', methods: ['TOTP', 'RECOVERY'] });
    const done = await server.post<SignInAnswer>(factorPaths.verify, {
      challenge: pending.challenge,
      method: 'TOTP',
      code: await nextCode(),
    });
    expect(done.status).toBe(200);
    expect(claimsOf(done.body.access_token)).toMatchObject({ amr: ['pwd', 'otp'], acr: 'aal2' });
  });

  it('refuses a code used once already (replay), in its window', async () => {
    const code = await totpCode(secret);
    expect((await signInWithCode(server, ADMIN_EMAIL, ADMIN_PASSWORD, code)).status).toBe(200);
    const replay = await signInWithCode(server, ADMIN_EMAIL, ADMIN_PASSWORD, code);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: ResponseCode.INVALID_SECOND_FACTOR });
    // An older code than the last taken is refused too.
    const older = await signInWithCode(
      server,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      await totpCode(secret, -1),
    );
    expect(older.status).toBe(400);
  });

  it('takes each recovery code once', async () => {
    const [code] = recoveryCodes;
    const first = await signInWithCode(server, ADMIN_EMAIL, ADMIN_PASSWORD, code, 'RECOVERY');
    expect(first.status).toBe(200);
    const again = await signInWithCode(server, ADMIN_EMAIL, ADMIN_PASSWORD, code, 'RECOVERY');
    expect(again.status).toBe(400);
    const token = first.body.access_token;
    const list = await server.get<Envelope<{ recoveryCodesLeft: number }>>(
      factorPaths.factors,
      token,
    );
    expect(list.body.data!.recoveryCodesLeft).toBe(9);
  });

  it('ends a challenge once used, and refuses an expired or unknown one', async () => {
    const pending = await challengeOf();
    const body = { challenge: pending.challenge, method: 'TOTP', code: await nextCode() };
    expect((await server.post(factorPaths.verify, body)).status).toBe(200);
    const reused = await server.post<Envelope>(factorPaths.verify, {
      ...body,
      code: await totpCode(secret, 1),
    });
    expect(reused.body).toMatchObject({ code: ResponseCode.TOKEN_INVALID });

    const stale = await challengeOf();
    await server.db.update(factorChallenges).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await server.post<SignInAnswer>(factorPaths.verify, {
      challenge: stale.challenge,
      method: 'TOTP',
      code: await totpCode(secret, 1),
    });
    expect(expired.status).toBe(400);
    expect(expired.body).not.toHaveProperty('access_token');
    const unknown = await server.post(factorPaths.verify, {
      challenge: 'x'.repeat(43),
      method: 'TOTP',
      code: '123456',
    });
    expect(unknown.status).toBe(400);
  });

  it('locks the account after five wrong codes, even for the right one', async () => {
    for (let i = 0; i < 5; i += 1) {
      const pending = await challengeOf();
      const wrong = await server.post(factorPaths.verify, {
        challenge: pending.challenge,
        method: 'TOTP',
        code: String(100000 + i),
      });
      expect(wrong.status).toBe(400);
    }
    const locked = await signInWithCode(server, ADMIN_EMAIL, ADMIN_PASSWORD, await nextCode());
    expect(locked.status).toBe(429);
    expect(locked.body).not.toHaveProperty('access_token');
  });

  it('ends one challenge after five wrong answers', async () => {
    const pending = await challengeOf();
    for (let i = 0; i < 5; i += 1) {
      await server.post(factorPaths.verify, {
        challenge: pending.challenge,
        method: 'RECOVERY',
        code: `aaaaa-0000${i}`,
      });
      await server.db.delete(attemptCounters);
    }
    const right = await server.post(factorPaths.verify, {
      challenge: pending.challenge,
      method: 'TOTP',
      code: await nextCode(),
    });
    expect(right.status).toBe(400);
  });

  it('gives one sign-in for one code sent twice at once', async () => {
    const [a, b] = [await challengeOf(), await challengeOf()];
    const code = await nextCode();
    const answers = await Promise.all(
      [a, b].map((p) =>
        server.post<SignInAnswer>(factorPaths.verify, {
          challenge: p.challenge,
          method: 'TOTP',
          code,
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('gives no token to a user deactivated between the password and the code', async () => {
    const pending = await challengeOf();
    await server.db.update(users).set({ active: false }).where(eq(users.email, ADMIN_EMAIL));
    try {
      const answer = await server.post<SignInAnswer>(factorPaths.verify, {
        challenge: pending.challenge,
        method: 'TOTP',
        code: await nextCode(),
      });
      expect(answer.status).toBe(403);
      expect(answer.body).not.toHaveProperty('access_token');
    } finally {
      await server.db.update(users).set({ active: true }).where(eq(users.email, ADMIN_EMAIL));
    }
  });

  it('refuses bad input without changing anything', async () => {
    const pending = await challengeOf();
    for (const body of [
      { challenge: pending.challenge, method: 'SMS', code: '123456' },
      { challenge: pending.challenge, method: 'TOTP', code: '1'.repeat(5000) },
      { challenge: ['x'], method: 'TOTP', code: '123456' },
    ]) {
      expect((await server.post(factorPaths.verify, body)).status).toBe(400);
    }
    // The challenge still works.
    const ok = await server.post(factorPaths.verify, {
      challenge: pending.challenge,
      method: 'TOTP',
      code: await nextCode(),
    });
    expect(ok.status).toBe(200);
  });
});

describe('passkey answers', () => {
  it('gives options for a live challenge only and refuses an unknown or oversized answer', async () => {
    const pending = await challengeOf();
    const options = await server.post<{ challenge: string; userVerification: string }>(
      factorPaths.passkeyOptions,
      { challenge: pending.challenge },
    );
    expect(options.status).toBe(200);
    expect(options.body.userVerification).toBe('required');
    const stranger = { id: 'bm90LW91cnM', rawId: 'bm90LW91cnM', type: 'public-key', response: {} };
    const unknown = await server.post<SignInAnswer>(factorPaths.passkeyVerify, {
      challenge: pending.challenge,
      response: stranger,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: ResponseCode.INVALID_SECOND_FACTOR });
    expect(unknown.body).not.toHaveProperty('access_token');
    const huge = await server.post(factorPaths.passkeyVerify, {
      challenge: pending.challenge,
      response: { ...stranger, response: { clientDataJSON: 'x'.repeat(20_000) } },
    });
    expect(huge.status).toBe(400);
    const none = await server.post(factorPaths.passkeyOptions, { challenge: 'y'.repeat(43) });
    expect(none.status).toBe(400);
  });

  it("refuses a step-up challenge of another user's sign-in", async () => {
    const admin = await signInWithCode(server, ADMIN_EMAIL, ADMIN_PASSWORD, await nextCode());
    const made = await server.post<Envelope<{ challenge: string }>>(
      factorPaths.stepUpChallenge,
      {},
      admin.body.access_token,
    );
    const officer = await loginAnswer(OFFICER.email, OFFICER.password);
    const foreign = await server.post(
      factorPaths.passkeyOptions,
      { challenge: made.body.data!.challenge },
      officer.body.access_token,
    );
    expect(foreign.status).toBe(400);
  });
});

describe('the account-security calls', () => {
  it('lists factors without secrets, renames them, and needs a session', async () => {
    const token = (await signInWithCode(server, ADMIN_EMAIL, ADMIN_PASSWORD, await nextCode())).body
      .access_token;
    const list = await server.get<Envelope<{ factors: SecondFactorSummary[] }>>(
      factorPaths.factors,
      token,
    );
    expect(list.body.data!.factors).toEqual([
      expect.objectContaining({ kind: 'TOTP', name: 'Phone' }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const [factor] = list.body.data!.factors;
    expect(
      (await server.post(factorPaths.rename, { uuid: factor.uuid, name: 'Work phone' }, token))
        .status,
    ).toBe(200);
    expect((await server.get(factorPaths.factors)).status).toBe(401);
    const officer = await loginAnswer(OFFICER.email, OFFICER.password);
    // Another user cannot rename (or see) it.
    const foreign = await server.post(
      factorPaths.rename,
      { uuid: factor.uuid, name: 'Mine' },
      officer.body.access_token,
    );
    expect(foreign.status).toBe(404);
  });
});

describe('the sign-ins list', () => {
  const signInsOf = async (token: string) =>
    (await server.get<Envelope<{ signIns: SignInSummary[] }>>(factorPaths.signIns, token)).body
      .data!.signIns;

  it('shows how each live sign-in was made, and the current one', async () => {
    const withCode = await signInWithCode(server, ADMIN_EMAIL, ADMIN_PASSWORD, await nextCode());
    const withRecovery = await signInWithCode(
      server,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      recoveryCodes[5],
      'RECOVERY',
    );
    const list = await signInsOf(withCode.body.access_token);
    const mine = list.find((signIn) => signIn.id === claimsOf(withCode.body.access_token).sid);
    expect(mine).toMatchObject({ amr: ['pwd', 'otp'], acr: 'aal2', current: true });
    const other = list.find((signIn) => signIn.id === claimsOf(withRecovery.body.access_token).sid);
    expect(other).toMatchObject({ amr: ['pwd', 'otp'], acr: 'aal2', current: false });
    expect(list.filter((signIn) => signIn.current)).toHaveLength(1);
    // An officer's password-only sign-in says so, and lists only the officer's own.
    const officer = await loginAnswer(OFFICER.email, OFFICER.password);
    const officers = await signInsOf(officer.body.access_token);
    expect(officers.find((signIn) => signIn.current)).toMatchObject({ amr: ['pwd'], acr: 'aal1' });
    const adminIds = new Set(list.map((signIn) => signIn.id));
    expect(officers.some((signIn) => adminIds.has(signIn.id))).toBe(false);
    expect((await server.get(factorPaths.signIns)).status).toBe(401);
  });

  it("ends another of one's sign-ins at once, but never someone else's", async () => {
    const here = await signInWithCode(server, ADMIN_EMAIL, ADMIN_PASSWORD, await nextCode());
    const there = await signInWithCode(
      server,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      recoveryCodes[6],
      'RECOVERY',
    );
    const thereId = claimsOf(there.body.access_token).sid;
    const officer = await loginAnswer(OFFICER.email, OFFICER.password);

    // The officer cannot end (or learn of) the administrator's sign-in: 404, and it stays live.
    const foreign = await server.post(
      factorPaths.endSignIn,
      { id: thereId },
      officer.body.access_token,
    );
    expect(foreign.status).toBe(404);
    expect((await server.get(factorPaths.factors, there.body.access_token)).status).toBe(200);
    // Bad input changes nothing either.
    for (const id of ['', 'x'.repeat(5000), "'; DROP TABLE refresh_tokens; --", 42]) {
      const odd = await server.post(factorPaths.endSignIn, { id }, here.body.access_token);
      expect(odd.status).toBe(400);
    }

    const ended = await server.post(factorPaths.endSignIn, { id: thereId }, here.body.access_token);
    expect(ended.status).toBe(200);
    // Its access token stops at once, its refresh token cannot bring it back, and it leaves the list.
    expect((await server.get(factorPaths.factors, there.body.access_token)).status).toBe(401);
    const refreshed = await server.post('/zabuni-uaa/auth/refresh', {
      refresh_token: there.body.refresh_token,
    });
    expect(refreshed.status).not.toBe(200);
    const left = await signInsOf(here.body.access_token);
    expect(left.map((signIn) => signIn.id)).not.toContain(thereId);
    // Ended already: 404.
    const again = await server.post(factorPaths.endSignIn, { id: thereId }, here.body.access_token);
    expect(again.status).toBe(404);
  });
});
