import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { restPaths } from '../../contract/services';
import { attemptCounters } from '../../server/db/schema/onboarding';
import { addressKey } from '../../server/http/clientAddress';
import { emailedLink, solveCaptcha } from '../support/onboarding';
import { startTestServer, type TestServer } from '../server/support/testServer';

/**
 * Sign-in throttling (issue 16, item 5; ASVS 2.2.1): attempts are counted in the database before the
 * password is checked, so 40 parallel guesses get no more checks than the limit; an account is locked
 * for a growing while and a completed password reset ends the lock; unknown emails are answered
 * exactly as accounts are; the per-address limit counts failures only, on the client's address as
 * trusted proxies (TRUST_PROXY) give it.
 */
const paths = restPaths('zabuni');
const PASSWORD = 'Right-Passw0rd-Long!';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

/** A sign-in with the answer's status, code and Retry-After. */
async function signIn(
  email: string,
  password: string,
  headers: Record<string, string> = {},
  baseUrl = server.baseUrl,
) {
  const response = await fetch(`${baseUrl}${paths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username: email, password }),
  });
  const body = (await response.json()) as { code?: number; message?: string };
  return {
    status: response.status,
    code: body.code,
    message: body.message,
    retryAfter: Number(response.headers.get('retry-after') ?? 0),
  };
}

describe('parallel wrong passwords for one account', () => {
  it('are checked no more often than the limit (5), and the account is then locked', async () => {
    const email = 'parallel@security.test';
    await server.createUser({ email, password: PASSWORD, role: 'PROCUREMENT_OFFICER' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(email, `wrong-${i}`)),
    );
    // 401 is a checked password; 429 one refused before any check.
    const checked = answers.filter((a) => a.status === 401).length;
    const refused = answers.filter((a) => a.status === 429).length;
    expect(checked).toBe(5);
    expect(refused).toBe(35);
    expect(
      answers.every((a) => a.status === 401 || a.code === ResponseCode.TOO_MANY_ATTEMPTS),
    ).toBe(true);
    // Locked: even the right password is refused, with a wait to come back after.
    const right = await signIn(email, PASSWORD);
    expect(right.status).toBe(429);
    expect(right.retryAfter).toBeGreaterThan(0);
    expect(right.retryAfter).toBeLessThanOrEqual(60);
  });
});

describe('a locked account', () => {
  const email = 'locked@security.test';
  const lockRow = () =>
    server.db
      .select()
      .from(attemptCounters)
      .where(and(eq(attemptCounters.scope, 'sign-in-account'), eq(attemptCounters.key, email)));
  /** Lets the current lock run out, as if its wait had passed. */
  const endLock = () =>
    server.db
      .update(attemptCounters)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(and(eq(attemptCounters.scope, 'sign-in-account'), eq(attemptCounters.key, email)));

  beforeAll(async () => {
    await server.createUser({ email, password: PASSWORD, role: 'PROCUREMENT_OFFICER' });
  });

  it('waits longer after each lockout (1 minute, then 2), and is let in once a lock has ended', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'wrong')).status).toBe(401);
    const first = await signIn(email, PASSWORD);
    expect(first.status).toBe(429);
    expect(first.retryAfter).toBeGreaterThan(50);
    expect(first.retryAfter).toBeLessThanOrEqual(60);

    await endLock();
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'wrong')).status).toBe(401);
    const second = await signIn(email, PASSWORD);
    expect(second.status).toBe(429);
    expect(second.retryAfter).toBeGreaterThan(110);
    expect(second.retryAfter).toBeLessThanOrEqual(120);
    expect((await lockRow())[0].lockouts).toBe(2);

    await endLock();
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    // A right password forgets the failures: the next lockout starts at 1 minute again.
    expect(await lockRow()).toEqual([]);
  });

  it('is released by a completed password reset', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'wrong')).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(429);

    const sent = await server.post<{ status: boolean }>(paths.sendResetToken, {
      email,
      captcha: await solveCaptcha(server.baseUrl),
    });
    expect(sent.body.status).toBe(true);
    const resetToken = (
      await emailedLink(server.baseUrl, email, '/reset-password/')
    ).pathname.split('/')[2];
    const landing = await server.post<{ data: { activationToken: string } }>(
      paths.resetPasswordToken,
      { resetToken },
    );
    const newPassword = 'A-New-Passw0rd-Long!';
    const created = await server.post<{ status: boolean }>(paths.createPassword, {
      newPassword,
      confirmPassword: newPassword,
      activationToken: landing.body.data.activationToken,
    });
    expect(created.body.status).toBe(true);
    expect((await signIn(email, newPassword)).status).toBe(200);
  });
});

describe('unknown and known accounts', () => {
  it('get the same answers, locked the same way', async () => {
    const known = 'known@security.test';
    const unknown = 'nobody-here@security.test';
    await server.createUser({ email: known, password: PASSWORD, role: 'PROCUREMENT_OFFICER' });
    const answersFor = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 6; i++) {
        const { status, code, message } = await signIn(email, 'wrong');
        answers.push({ status, code, message });
      }
      return answers;
    };
    const forKnown = await answersFor(known);
    expect(forKnown.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await answersFor(unknown)).toEqual(forKnown);
  });

  it('take about the same time to be refused (the password is hashed either way)', async () => {
    const emails = ['timing-1@security.test', 'timing-2@security.test', 'timing-3@security.test'];
    for (const email of emails) {
      await server.createUser({ email, password: PASSWORD, role: 'PROCUREMENT_OFFICER' });
    }
    const time = async (email: string) => {
      const started = performance.now();
      expect((await signIn(email, 'wrong')).status).toBe(401);
      return performance.now() - started;
    };
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const email of emails) knownTimes.push(await time(email));
      for (const email of emails) unknownTimes.push(await time(`x-${round}-${email}`));
    }
    const ratio = median(knownTimes) / median(unknownTimes);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe('the per-address limit', () => {
  it('lets a whole office sign in from one address: right passwords do not count', async () => {
    const staff = Array.from({ length: 10 }, (_, i) => `office-${i}@security.test`);
    for (const email of staff) {
      await server.createUser({ email, password: PASSWORD, role: 'PROCUREMENT_OFFICER' });
    }
    // More sign-ins than the old limit (100) and the failure limit (200), from one address, ten
    // people at a time.
    for (let round = 0; round < 21; round++) {
      const statuses = await Promise.all(
        staff.map(async (email) => (await signIn(email, PASSWORD)).status),
      );
      expect(statuses).toEqual(Array(10).fill(200));
    }
  }, 120_000);

  it('is counted per client address given by a trusted proxy (TRUST_PROXY), not per proxy', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: 'loopback' });
    try {
      const from = (address: string) => ({ 'x-forwarded-for': address });
      // Malformed attempts count too (they are the cheapest to send).
      for (let i = 0; i < 200; i++) {
        const answer = await fetch(`${proxied.baseUrl}${paths.login}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...from('203.0.113.5') },
          body: '{}',
        });
        expect(answer.status).toBe(400);
      }
      expect(
        (await signIn('a@security.test', 'x', from('203.0.113.5'), proxied.baseUrl)).status,
      ).toBe(429);
      // Another client behind the same proxy is not blocked.
      expect(
        (await signIn('a@security.test', 'x', from('203.0.113.6'), proxied.baseUrl)).status,
      ).toBe(401);
    } finally {
      await proxied.stop();
    }
  }, 120_000);

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    // This server trusts no proxy: every forged address is still the one socket address.
    for (let i = 0; i < 200; i++) {
      const answer = await fetch(`${server.baseUrl}${paths.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i % 250}` },
        body: '{}',
      });
      expect([400, 429]).toContain(answer.status);
    }
    const forged = await signIn('b@security.test', 'x', { 'x-forwarded-for': '192.0.2.77' });
    expect(forged.status).toBe(429);
  }, 120_000);
});

describe('the address a limit is keyed on', () => {
  it('is an IPv4 client as itself and an IPv6 client as its /64 network', () => {
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    // One household or office holds a whole /64: it is one key, not billions.
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
