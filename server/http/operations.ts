import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';
import { clientAddressOf, type TrustedProxies } from './clientAddress';

/** The operator's paths: answered by the server itself on every port, never by the browser app. */
export const OPERATIONS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

const sameSecret = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/** How /metrics on the main port holds off guessing: per client address, in this process. */
export interface MetricsThrottle {
  /** Wrong tokens an address may send within `windowSeconds` before it is refused. */
  wrongTokens: number;
  windowSeconds: number;
  /** How long an address that sent too many is refused, the right token included. */
  refuseSeconds: number;
  /** Addresses remembered at most: the oldest are forgotten first. */
  addresses: number;
  now: () => number;
}

export const METRICS_THROTTLE: MetricsThrottle = {
  wrongTokens: 10,
  windowSeconds: 60,
  refuseSeconds: 300,
  addresses: 10_000,
  now: Date.now,
};

interface Failures {
  count: number;
  windowEndsAt: number;
  refusedUntil: number;
}

/**
 * Wrong tokens per client address, in memory: /metrics is answered per process, and a guess must
 * not cost a database write. Bounded: past `addresses`, the entry least recently failed goes first.
 */
function wrongTokenCounter({
  wrongTokens,
  windowSeconds,
  refuseSeconds,
  addresses,
  now,
}: MetricsThrottle) {
  const failures = new Map<string, Failures>();
  return {
    /** Seconds the address is still refused for; 0 when it may try. */
    refusedFor(address: string): number {
      const entry = failures.get(address);
      return entry ? Math.max(0, Math.ceil((entry.refusedUntil - now()) / 1000)) : 0;
    },
    failed(address: string): void {
      const at = now();
      const previous = failures.get(address);
      const entry =
        previous && previous.windowEndsAt > at
          ? previous
          : { count: 0, windowEndsAt: at + windowSeconds * 1000, refusedUntil: 0 };
      entry.count += 1;
      if (entry.count >= wrongTokens) entry.refusedUntil = at + refuseSeconds * 1000;
      failures.delete(address); // re-inserted last: the Map's order is the order of failures
      failures.set(address, entry);
      if (failures.size > addresses) failures.delete(failures.keys().next().value!);
    },
    succeeded(address: string): void {
      failures.delete(address);
    },
  };
}

/**
 * /metrics on the main port: only with `Authorization: Bearer $METRICS_TOKEN`. Without a token
 * configured it is not there (404); a missing or wrong token is a 401, and an address that sent
 * `wrongTokens` of them within a window is answered 429 with Retry-After for `refuseSeconds`, even
 * with the right one. Answers the check, true when the metrics may be sent.
 */
export function metricsGate(
  metricsToken: string | undefined,
  trustedProxies: TrustedProxies,
  throttle: MetricsThrottle = METRICS_THROTTLE,
) {
  const counter = wrongTokenCounter(throttle);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!metricsToken) {
      sendJson(res, 404, { status: 'NOT_FOUND', message: 'Metrics are not served on this port' });
      return false;
    }
    const address = clientAddressOf(req, trustedProxies);
    const wait = counter.refusedFor(address);
    if (wait > 0) {
      res.setHeader('retry-after', String(wait));
      sendJson(res, 429, { status: 'TOO_MANY_REQUESTS', message: 'Too many wrong metrics tokens' });
      return false;
    }
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !sameSecret(given, metricsToken)) {
      counter.failed(address);
      res.setHeader('www-authenticate', 'Bearer');
      sendJson(res, 401, { status: 'UNAUTHORIZED', message: 'Metrics need the metrics token' });
      return false;
    }
    counter.succeeded(address);
    return true;
  };
}

export async function sendMetrics(res: ServerResponse, registry: Registry): Promise<void> {
  const text = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  res.end(text);
}
