import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileTrustedProxies } from '../../server/http/clientAddress';
import { METRICS_THROTTLE, metricsGate } from '../../server/http/operations';
import { startTestServer, type TestServer } from '../server/support/testServer';

/**
 * /metrics on the main port holds off guessing (issue #37): before, it took 1,500 wrong tokens a
 * second. After 10 wrong tokens from one address within a minute that address is answered 429 with
 * Retry-After, the right token included, while other addresses are served; the counters are bounded.
 */
const METRICS_TOKEN = 'metrics-throttle-test-token-0123456789';
let server: TestServer;

beforeAll(async () => {
  // A proxy on loopback (TRUST_PROXY) names each client: several addresses from one test.
  server = await startTestServer({ METRICS_TOKEN, TRUST_PROXY: 'loopback' });
}, 240_000);
afterAll(() => server?.stop());

async function scrape(client: string, token: string) {
  const answer = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': client },
  });
  await answer.arrayBuffer();
  return { status: answer.status, retryAfter: Number(answer.headers.get('retry-after') ?? 0) };
}

describe('/metrics with wrong tokens', () => {
  it('refuses an address after 10 wrong tokens, even with the right one, with Retry-After', async () => {
    const guesser = '198.51.100.7';
    for (let i = 0; i < METRICS_THROTTLE.wrongTokens; i++) {
      expect((await scrape(guesser, `wrong-token-number-${i}-xxxxxxxx`)).status).toBe(401);
    }
    const refused = await scrape(guesser, METRICS_TOKEN);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(METRICS_THROTTLE.refuseSeconds);
    // More guesses from there, all at once, get no token checked.
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => scrape(guesser, `burst-guess-${i}-xxxxxxxxxxxx`)),
    );
    expect(burst.every((answer) => answer.status === 429)).toBe(true);
    // The scraper at another address is served meanwhile.
    expect((await scrape('198.51.100.8', METRICS_TOKEN)).status).toBe(200);
  });

  it('starts counting again once the right token comes', async () => {
    const scraper = '198.51.100.9';
    const wrongTimes = async (count: number) => {
      for (let i = 0; i < count; i++) {
        expect((await scrape(scraper, 'a-misconfigured-token-xxxxxxxx')).status).toBe(401);
      }
    };
    await wrongTimes(METRICS_THROTTLE.wrongTokens - 1);
    expect((await scrape(scraper, METRICS_TOKEN)).status).toBe(200);
    await wrongTimes(METRICS_THROTTLE.wrongTokens - 1);
    expect((await scrape(scraper, METRICS_TOKEN)).status).toBe(200);
    await wrongTimes(METRICS_THROTTLE.wrongTokens);
    expect((await scrape(scraper, METRICS_TOKEN)).status).toBe(429);
  });
});

/** The gate alone, on a clock of the test's, with a request from `address`. */
function gateOn(clock: { now: number }, addresses = METRICS_THROTTLE.addresses) {
  const allowed = metricsGate(METRICS_TOKEN, compileTrustedProxies([]), {
    ...METRICS_THROTTLE,
    addresses,
    now: () => clock.now,
  });
  return (address: string, token: string) => {
    const res = {
      status: 0,
      headers: {} as Record<string, string>,
      setHeader(name: string, value: string) {
        this.headers[name] = value;
      },
      writeHead(status: number) {
        this.status = status;
      },
      end() {},
    };
    const req = {
      headers: { authorization: `Bearer ${token}` },
      socket: { remoteAddress: address },
    };
    const ok = allowed(req as unknown as IncomingMessage, res as unknown as ServerResponse);
    return ok ? 200 : res.status;
  };
}

describe('the wrong-token counter', () => {
  it('lets an address try again once its refusal is over', () => {
    const clock = { now: 1_000_000 };
    const call = gateOn(clock);
    for (let i = 0; i < METRICS_THROTTLE.wrongTokens; i++) call('192.0.2.50', 'wrong');
    expect(call('192.0.2.50', METRICS_TOKEN)).toBe(429);
    clock.now += (METRICS_THROTTLE.refuseSeconds - 1) * 1000;
    expect(call('192.0.2.50', METRICS_TOKEN)).toBe(429);
    clock.now += 1000;
    expect(call('192.0.2.50', METRICS_TOKEN)).toBe(200);
  });

  it('counts wrong tokens within a minute: spread out they are not refused, together they are', () => {
    const clock = { now: 1_000_000 };
    const call = gateOn(clock);
    for (let i = 0; i < 3 * METRICS_THROTTLE.wrongTokens; i++) {
      expect(call('192.0.2.51', 'wrong')).toBe(401);
      clock.now += (METRICS_THROTTLE.windowSeconds * 1000) / (METRICS_THROTTLE.wrongTokens - 2);
    }
    for (let i = 0; i < METRICS_THROTTLE.wrongTokens; i++) call('192.0.2.51', 'wrong');
    expect(call('192.0.2.51', METRICS_TOKEN)).toBe(429);
  });

  it('remembers a bounded number of addresses, forgetting the oldest first', () => {
    const clock = { now: 1_000_000 };
    const call = gateOn(clock, 100);
    for (let i = 0; i < METRICS_THROTTLE.wrongTokens; i++) call('192.0.2.52', 'wrong');
    expect(call('192.0.2.52', METRICS_TOKEN)).toBe(429);
    for (let i = 0; i < 99; i++) call(`10.0.${i >> 8}.${i & 255}`, 'wrong');
    expect(call('192.0.2.52', METRICS_TOKEN)).toBe(429);
    // One address more than it holds: the longest without a wrong token is forgotten.
    call('10.1.0.0', 'wrong');
    expect(call('192.0.2.52', METRICS_TOKEN)).toBe(200);
  });
});
