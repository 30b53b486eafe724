import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

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

/**
 * /metrics on the main port: only with `Authorization: Bearer $METRICS_TOKEN`. Without a token
 * configured it is not there (404); a missing or wrong token is a 401.
 */
export function metricsAllowed(
  req: IncomingMessage,
  res: ServerResponse,
  metricsToken: string | undefined,
): boolean {
  if (!metricsToken) {
    sendJson(res, 404, { status: 'NOT_FOUND', message: 'Metrics are not served on this port' });
    return false;
  }
  const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!given || !sameSecret(given, metricsToken)) {
    res.setHeader('www-authenticate', 'Bearer');
    sendJson(res, 401, { status: 'UNAUTHORIZED', message: 'Metrics need the metrics token' });
    return false;
  }
  return true;
}

export async function sendMetrics(res: ServerResponse, registry: Registry): Promise<void> {
  const text = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  res.end(text);
}
