import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import type { TotpEnrolment } from '../../contract/secondFactor';
import { historyEntries } from '../../server/db/schema/history';
import { institutions, userRoles, users } from '../../server/db/schema/identity';
import { outboxMessages } from '../../server/db/schema/onboarding';
import { signInFactors } from '../../server/db/schema/secondFactors';
import {
  claimsOf,
  enrolAtSignIn,
  factorPaths,
  totpCode,
  type SignInAnswer,
} from './support/secondFactor';
import { startTwoProcesses } from './support/twoProcesses';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type Envelope,
  type TestServer,
} from './support/testServer';

const OFFICER = { email: 'clerk@zabuni.test', password: 'Clerk-Passw0rd!' };

let server: TestServer;
let admin: { secret: string; token: string };
let officerId: string;

beforeAll(async () => {
  server = await startTestServer({}, { secondFactorEnforced: true });
  await server.createUser({ ...OFFICER, role: 'PROCUREMENT_OFFICER' });
  const [officer] = await server.db.select().from(users).where(eq(users.email, OFFICER.email));
  officerId = String(officer.id);
  const enrolled = await enrolAtSignIn(server, ADMIN_EMAIL, ADMIN_PASSWORD);
  admin = { secret: enrolled.secret, token: enrolled.tokens.access_token };
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

const toggle = (operation: 'activateUser' | 'deactivateUser', token: string) =>
  server.envelope<{ hasFactor: boolean }>(
    'uaa',
    `mutation ($id: ID!) { ${operation}(id: $id) { code message } }`,
    { id: officerId },
    token,
  );

/** Puts a sign-in's last second factor eleven minutes back, past the step-up window. */
const ageSecondFactor = (token: string) =>
  server.db
    .update(signInFactors)
    .set({ secondFactorAt: sql`now() - interval '11 minutes'` })
    .where(eq(signInFactors.sessionId, claimsOf(token).sid));

const officerActive = async () =>
  (await server.db.select().from(users).where(eq(users.email, OFFICER.email)))[0].active;

describe('step-up before sensitive operations', () => {
  it('lets a sensitive operation through within ten minutes of the second factor', async () => {
    expect((await toggle('deactivateUser', admin.token)).code).toBe(ResponseCode.SUCCESS);
    expect(await officerActive()).toBe(false);
  });

  it('refuses it with 9013 once the factor is older, changing nothing, until stepped up', async () => {
    await ageSecondFactor(admin.token);
    const refused = await server.graphqlRaw<{ activateUser: Envelope<null> }>(
      'uaa',
      'mutation ($id: ID!) { activateUser(id: $id) { code message } }',
      { id: officerId },
      admin.token,
    );
    expect(refused.body.data!.activateUser.code).toBe(ResponseCode.STEP_UP_REQUIRED);
    expect(await officerActive()).toBe(false);

    const wrong = await server.post(
      factorPaths.stepUp,
      { method: 'TOTP', code: '000000' },
      admin.token,
    );
    expect(wrong.status).toBe(400);
    const stepped = await server.post(
      factorPaths.stepUp,
      { method: 'TOTP', code: await totpCode(admin.secret, 1) },
      admin.token,
    );
    expect(stepped.status).toBe(200);
    expect((await toggle('activateUser', admin.token)).code).toBe(ResponseCode.SUCCESS);
    expect(await officerActive()).toBe(true);
  });

  it('asks a user with no factor to enrol (hasFactor false) and needs a session to step up', async () => {
    const officer = await server.post<SignInAnswer>('/zabuni-uaa/auth/login', {
      username: OFFICER.email,
      password: OFFICER.password,
    });
    const step = await server.post(factorPaths.stepUp, { method: 'TOTP', code: '123456' });
    expect(step.status).toBe(401);
    // Removing a factor is sensitive too.
    const remove = await server.post<Envelope<{ hasFactor: boolean }>>(
      factorPaths.remove,
      { uuid: '00000000-0000-4000-8000-000000000000' },
      officer.body.access_token,
    );
    expect(remove.body).toMatchObject({
      code: ResponseCode.STEP_UP_REQUIRED,
      data: { hasFactor: false },
    });
  });
});

describe('a role that requires a second factor', () => {
  it('is set on a role, and its holder is led to enrol at sign-in', async () => {
    const [institution] = await server.db
      .insert(institutions)
      .values({ name: 'Wizara ya Maji', createdBy: 'test' })
      .returning();
    const saved = await server.envelope<{ id: string; requiresSecondFactor: boolean }>(
      'uaa',
      'mutation ($role: RoleInput!) { createUpdateRole(role: $role) { code data { id requiresSecondFactor } } }',
      {
        role: {
          name: 'TREASURER',
          institutionUuid: institution.uuid,
          requiresSecondFactor: true,
        },
      },
      admin.token,
    );
    expect(saved.data?.requiresSecondFactor).toBe(true);
    await server.createUser({ email: 'treasurer@zabuni.test', password: 'Treasurer-Passw0rd!' });
    const [treasurer] = await server.db
      .select()
      .from(users)
      .where(eq(users.email, 'treasurer@zabuni.test'));
    const before = await server.post<SignInAnswer>('/zabuni-uaa/auth/login', {
      username: 'treasurer@zabuni.test',
      password: 'Treasurer-Passw0rd!',
    });
    expect(before.body.access_token).toBeTruthy();
    await server.db
      .insert(userRoles)
      .values({ userId: treasurer.id, roleId: Number(saved.data!.id) });
    const after = await server.post<SignInAnswer>('/zabuni-uaa/auth/login', {
      username: 'treasurer@zabuni.test',
      password: 'Treasurer-Passw0rd!',
    });
    expect(after.body.secondFactor?.step).toBe('ENROL');
    expect(after.body).not.toHaveProperty('access_token');
  });
});

describe("an administrator's reset of another user's second factor", () => {
  it('removes the factors, ends their sessions, records history and emails the user', async () => {
    // The officer adds an authenticator app from a signed-in session.
    const officer = await server.post<SignInAnswer>('/zabuni-uaa/auth/login', {
      username: OFFICER.email,
      password: OFFICER.password,
    });
    const token = officer.body.access_token;
    const started = await server.post<Envelope<TotpEnrolment>>(factorPaths.totpStart, {}, token);
    const { factorUuid, secret } = started.body.data!;
    const confirmed = await server.post<Envelope<{ recoveryCodes: string[] }>>(
      factorPaths.totpConfirm,
      { factorUuid, code: await totpCode(secret), name: 'Phone' },
      token,
    );
    expect(confirmed.body.data!.recoveryCodes).toHaveLength(10);
    const again = await server.post<SignInAnswer>('/zabuni-uaa/auth/login', {
      username: OFFICER.email,
      password: OFFICER.password,
    });
    expect(again.body.secondFactor?.step).toBe('SIGN_IN');

    // The officer may not reset anyone's; the administrator may reset the officer's.
    const [adminRow] = await server.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    const refused = await server.post(factorPaths.reset, { userUuid: adminRow.uuid }, token);
    expect(refused.status).toBe(403);
    const [officerRow] = await server.db.select().from(users).where(eq(users.email, OFFICER.email));
    await server.post(
      factorPaths.stepUp,
      { method: 'TOTP', code: await totpCode(admin.secret, 1) },
      admin.token,
    );
    const reset = await server.post<Envelope<{ removed: number }>>(
      factorPaths.reset,
      { userUuid: officerRow.uuid },
      admin.token,
    );
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ removed: 1 });

    expect((await server.get(factorPaths.factors, token)).status).toBe(401);
    const entries = await server.db
      .select()
      .from(historyEntries)
      .where(
        and(eq(historyEntries.entity, 'users'), eq(historyEntries.recordUuid, officerRow.uuid)),
      );
    expect(
      entries.some(
        (e) => e.actorUuid === adminRow.uuid && 'secondFactors' in (e.changes as object),
      ),
    ).toBe(true);
    const mail = await server.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, OFFICER.email));
    expect(mail.map((m) => m.subject)).toContain('Your Zabuni second factors were reset');
    const after = await server.post<SignInAnswer>('/zabuni-uaa/auth/login', {
      username: OFFICER.email,
      password: OFFICER.password,
    });
    expect(after.body.access_token).toBeTruthy();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two processes on one database', () => {
  it('answers a challenge made by one process in the other, and refuses the replay in either', async () => {
    const pair = await startTwoProcesses(process.env.TEST_DATABASE_URL!, {
      name: 'second_factor',
      adminEmail: 'pair@zabuni.test',
      adminPassword: 'Pair-Admin-Passw0rd!',
      together: false,
      secondFactorEnforced: true,
    });
    try {
      const post = async (i: number, path: string, body: unknown) => {
        const response = await fetch(`${pair.base(i)}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as SignInAnswer };
      };
      const credentials = { username: 'pair@zabuni.test', password: 'Pair-Admin-Passw0rd!' };
      const enrol = (await post(0, '/zabuni-uaa/auth/login', credentials)).body.secondFactor!;
      const started = (await post(1, factorPaths.totpStart, { challenge: enrol.challenge }))
        .body as unknown as Envelope<TotpEnrolment>;
      const { factorUuid, secret } = started.data!;
      const code = await totpCode(secret);
      const done = await post(0, factorPaths.totpConfirm, {
        challenge: enrol.challenge,
        factorUuid,
        code,
        name: 'Phone',
      });
      expect(done.status).toBe(200);
      const signIn = (await post(1, '/zabuni-uaa/auth/login', credentials)).body.secondFactor!;
      const replay = await post(1, factorPaths.verify, {
        challenge: signIn.challenge,
        method: 'TOTP',
        code,
      });
      expect(replay.status).toBe(400);
      const next = await post(0, factorPaths.verify, {
        challenge: signIn.challenge,
        method: 'TOTP',
        code: await totpCode(secret, 1),
      });
      expect(next.status).toBe(200);
    } finally {
      await pair.stop();
    }
  }, 240_000);
});
