import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { restPaths } from '../../contract/services';
import type { Config } from '../../server/config';
import { roles, userRoles, users } from '../../server/db/schema/identity';
import { forgetSessions } from '../../server/auth/sessions';
import { serverSecrets } from '../../server/db/schema/system';
import type { AuthUser } from '../../server/auth/currentUser';
import type { ChangeFeed } from '../../server/db/liveChanges';
import type { RequestContext } from '../../server/requestContext';
import { declareLiveTable } from '../../server/graphql/liveAccess';
import { liveResolvers, MAX_STREAMS_PER_USER } from '../../server/modules/live/resolvers';
import { emailedLink, solveCaptcha } from '../support/onboarding';
import { openStream, type Stream } from '../server/support/streams';
import { startTwoProcesses } from '../server/support/twoProcesses';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../server/support/testServer';

/**
 * Live streams end with the session that opened them (issue #37): logout, a password reset, a
 * deactivation, a role change that takes the list away, and the expiry of the access token that
 * opened the stream each end an open stream, as they end the token on a query; on PostgreSQL a change
 * made through one process ends a stream held by another. One user opening streams in a burst gets
 * exactly MAX_STREAMS_PER_USER of them.
 */
const paths = restPaths('zabuni');
const PASSWORD = 'Stream-Passw0rd-Long!';
/** How long a session change may take to end a stream: it is told at once, so this is slack. */
const ENDS_WITHIN_MS = 10_000;

/** Subscribes as the browser does (POST, Accept text/event-stream) and reads the events. */
const watch = openStream;

const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fails the test unless the server ends the stream in time. */
async function expectEnds(stream: Stream): Promise<void> {
  const late = quiet(ENDS_WITHIN_MS).then(() => 'still open');
  expect(await Promise.race([stream.ended.then(() => 'ended'), late])).toBe('ended');
  expect(stream.done).toBe(true);
}

/** The stream is open: served without refusal, and not ended after a moment. */
async function expectOpen(stream: Stream): Promise<void> {
  await quiet(300);
  expect(stream.errors).toEqual([]);
  expect(stream.done).toBe(false);
}

describe('a live stream on one server', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  }, 120_000);
  afterAll(() => server?.stop());

  const signIn = async (email: string, password = PASSWORD) => {
    const { status, body } = await server.login(email, password);
    expect(status).toBe(200);
    return body;
  };
  const newUser = async (email: string, role = 'PROCUREMENT_OFFICER') => {
    await server.createUser({ email, password: PASSWORD, role });
    return signIn(email);
  };
  const open = (token: string, resource = 'financial_years') =>
    watch(server.baseUrl, token, resource);
  const rowOf = async (email: string) =>
    (await server.db.select().from(users).where(eq(users.email, email)))[0];

  it('ends on logout, and only the stream of the sign-in that logged out', async () => {
    const email = 'logout@streams.test';
    const laptop = await newUser(email);
    const phone = await signIn(email);
    const onLaptop = await open(laptop.access_token);
    const onPhone = await open(phone.access_token);
    await expectOpen(onLaptop);
    await server.post(paths.logout, { refresh_token: laptop.refresh_token });
    await expectEnds(onLaptop);
    await expectOpen(onPhone);
    onPhone.close();
  });

  it('ends when an administrator deactivates the account', async () => {
    const email = 'deactivated@streams.test';
    const session = await newUser(email);
    const stream = await open(session.access_token);
    await expectOpen(stream);
    const deactivated = await server.envelope(
      'uaa',
      'mutation ($id: ID!) { deactivateUser(id: $id) { code } }',
      { id: String((await rowOf(email)).id) },
      admin,
    );
    expect(deactivated.code).toBe(ResponseCode.SUCCESS);
    await expectEnds(stream);
  });

  it('ends when the password is reset', async () => {
    const email = 'reset@streams.test';
    const session = await newUser(email);
    const stream = await open(session.access_token);
    await expectOpen(stream);
    await server.post(paths.sendResetToken, { email, captcha: await solveCaptcha(server.baseUrl) });
    const resetToken = (
      await emailedLink(server.baseUrl, email, '/reset-password/')
    ).pathname.split('/')[2];
    const landing = await server.post<{ data: { activationToken: string } }>(
      paths.resetPasswordToken,
      { resetToken },
    );
    const newPassword = 'Reset-Stream-Passw0rd!';
    const created = await server.post(paths.createPassword, {
      newPassword,
      confirmPassword: newPassword,
      activationToken: landing.body.data.activationToken,
    });
    expect(created.status).toBe(200);
    await expectEnds(stream);
  });

  it('goes on through a role change that keeps the list, and ends when the list is taken away', async () => {
    const email = 'role-change@streams.test';
    const session = await newUser(email);
    const stream = await open(session.access_token, 'annual_procurement_plans');
    await expectOpen(stream);
    const { uuid } = await rowOf(email);
    const assign = async (roleName?: string) => {
      const roleIds = roleName
        ? (
            await server.db
              .select({ id: roles.id })
              .from(roles)
              .where(and(eq(roles.name, roleName), isNull(roles.institutionId)))
          ).map((role) => String(role.id))
        : [];
      const assigned = await server.envelope(
        'uaa',
        'mutation ($roleIds: [ID!]!, $userUuid: String!) { assignRoleToExternalUser(roleIds: $roleIds, userUuid: $userUuid) { code message } }',
        { roleIds, userUuid: uuid },
        admin,
      );
      expect(assigned.code).toBe(ResponseCode.SUCCESS);
    };
    // An accounting officer reads the plans too: the stream goes on.
    await assign('ACCOUNTING_OFFICER');
    await expectOpen(stream);
    await assign();
    await expectEnds(stream);
    // The same token now may not open it again.
    const again = await open(session.access_token, 'annual_procurement_plans');
    await again.ended;
    expect(again.errors[0]?.extensions?.code).toBe(ResponseCode.FORBIDDEN);
  });

  it('ends when a role change commits, however long its transaction held it', async () => {
    const email = 'slow-commit@streams.test';
    const session = await newUser(email);
    const stream = await open(session.access_token, 'annual_procurement_plans');
    await expectOpen(stream);
    const { id } = await rowOf(email);
    // The change is told inside its transaction, and re-checks read what it replaces until the
    // commit: past SESSION_CACHE_MS, so a re-check that kept its read would keep the stream open.
    await server.db.transaction(async (tx) => {
      await tx.delete(userRoles).where(eq(userRoles.userId, id));
      await forgetSessions(tx);
      await quiet(2_500);
      expect(stream.done).toBe(false);
    });
    await expectEnds(stream);
  });

  it('ends when the access token that opened it expires, not a token lifetime after opening', async () => {
    const session = await newUser('expiry@streams.test');
    const [secret] = await server.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, 'jwt'));
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1], 'base64url').toString(),
    ) as { sub: string; sid: string };
    // A token of this sign-in issued a while ago, valid for two more seconds (the lifetime is 600 s).
    const now = Math.floor(Date.now() / 1000);
    const almostExpired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + 2)
      .sign(new TextEncoder().encode(secret.value));
    const stream = await open(almostExpired);
    await expectOpen(stream);
    await expectEnds(stream);
  });
});

/**
 * The per-user limit against the resolver itself, with a feed whose start the test holds: every
 * opening of a burst then waits on it, the window in which a limit counted late lets them all in.
 */
describe('the streams one user may open at once', () => {
  declareLiveTable({ table: 'financial_years', read: 'signedIn' });
  const user = { uuid: crypto.randomUUID(), permissions: new Set() } as unknown as AuthUser;
  const leaving: AbortController[] = [];
  /** This process's one feed (the limit is per feed); how it starts is each step's own. */
  let ready: () => Promise<void> = async () => {};
  const feed = { subscribe: () => () => {}, ready: () => ready() } as unknown as ChangeFeed;

  let token: string;
  beforeAll(async () => {
    token = await new SignJWT({ sid: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.uuid)
      .setIssuedAt()
      .setExpirationTime('600s')
      .sign(new TextEncoder().encode('a key the resolver never checks'));
  });

  /** Opens a stream as a browser's request would reach the resolver (its token checked already). */
  function subscribe() {
    const client = new AbortController();
    leaving.push(client);
    const ctx = {
      user,
      config: { accessTokenTtlSeconds: 600 } as Config,
      liveChanges: feed,
      request: new Request('http://zabuni.test/', {
        headers: { authorization: `Bearer ${token}` },
        signal: client.signal,
      }),
    } as unknown as RequestContext;
    return liveResolvers.Subscription.recordChanged.subscribe(
      undefined,
      { resource: 'financial_years' },
      ctx,
    );
  }
  const refusedCode = (outcome: PromiseSettledResult<unknown>) =>
    outcome.status === 'rejected'
      ? (outcome.reason as { extensions?: { code?: number } }).extensions?.code
      : 'accepted';

  afterAll(() => leaving.forEach((client) => client.abort()));

  it(`lets exactly ${MAX_STREAMS_PER_USER} of a burst of 40 in, and counts out every way a stream ends`, async () => {
    // Streams that never started count out: the feed failed, or their client left first.
    ready = () => Promise.reject(new Error('no listener'));
    const failed = await Promise.allSettled(
      Array.from({ length: MAX_STREAMS_PER_USER }, () => subscribe()),
    );
    expect(failed.every((outcome) => outcome.status === 'rejected')).toBe(true);
    ready = async () => {};
    const gone = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, () => subscribe()));
    leaving.splice(0).forEach((client) => client.abort());
    expect(gone).toHaveLength(MAX_STREAMS_PER_USER);

    let started!: () => void;
    const starting = new Promise<void>((resolve) => (started = resolve));
    ready = () => starting;
    const burst = Array.from({ length: 40 }, () => subscribe());
    // Every opening of the burst is in and waits on the feed before it starts.
    started();
    const outcomes = (await Promise.allSettled(burst)).map(refusedCode);
    expect(outcomes.filter((outcome) => outcome === 'accepted')).toHaveLength(MAX_STREAMS_PER_USER);
    expect(outcomes.filter((outcome) => outcome === ResponseCode.TOO_MANY_ATTEMPTS)).toHaveLength(
      30,
    );
  });
});

// Two processes on one PostgreSQL database: a change made through one ends the other's streams.
const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)('a live stream on one of two processes of a database', () => {
  let processes: Awaited<ReturnType<typeof startTwoProcesses>>;
  let base: (i: number) => string;

  beforeAll(async () => {
    // One after the other: the first migrates and seeds.
    processes = await startTwoProcesses(serverUrl!, {
      name: 'streams',
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
      together: false,
    });
    ({ base } = processes);
  }, 180_000);
  afterAll(() => processes?.stop());

  it('ends when the sign-in logs out through the other process', async () => {
    const response = await fetch(`${base(0)}${paths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const session = (await response.json()) as { access_token: string; refresh_token: string };
    const stream = await watch(base(1), session.access_token, 'financial_years');
    await expectOpen(stream);
    await fetch(`${base(0)}${paths.logout}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    await expectEnds(stream);
  });
});
