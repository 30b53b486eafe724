import { HTTP_FAILURE_LIMITS, type HttpFailureReport } from '../contract/monitoring';
import { apiUrl, paths } from './api';
import { HIGH_LATENCY_MS, reportError } from './monitoring';
import { getAccessToken, getCurrentUser } from './session';
import { announceSessionExpired } from './sessionEvents';

/**
 * The one network path of the browser: every call to the server (GraphQL through the Apollo links'
 * last step, graphqlHttpLink.ts; the uaa, dsms and onboarding REST calls) goes through `send`, which
 * - adds the spec's headers: Content-Language (default en) always, and with a
 *   stored token Authorization Bearer, user-uuid and, when VITE_IP_ADDRESS_URL is set, ip-address;
 * - times the call and logs high latency to the monitor service;
 * - reports a failed request (no answer, or a 5xx) to the auth service with reason, status and error
 *   description;
 * - announces the end of the session when a call made with a token answers 401.
 */

/** The language the person chose (react-admin's store), en until they choose. */
export const contentLanguage = (): string =>
  localStorage.getItem('RaStore.locale')?.replace(/"/g, '') || 'en';

const ipAddressUrl: string | undefined = import.meta.env.VITE_IP_ADDRESS_URL || undefined;
let ipAddress: Promise<string | null> | undefined;

/** The spec's IP-address header, off unless a lookup address is configured (decision 82). */
function lookUpIpAddress(): Promise<string | null> {
  if (!ipAddressUrl) return Promise.resolve(null);
  ipAddress ??= fetch(ipAddressUrl)
    .then((response) => response.text())
    .then((text) => {
      const found = /[0-9a-f.:]{3,45}/i.exec(text)?.[0] ?? null;
      return found && /\d/.test(found) ? found : null;
    })
    .catch(() => null);
  return ipAddress;
}

/** Sends a failed request's report to the auth service; a failed report is not reported again. */
export function reportHttpFailure(report: HttpFailureReport): void {
  const token = getAccessToken();
  void fetch(apiUrl(paths.reportHttpFailure), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-language': contentLanguage(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({
      reason: report.reason.slice(0, HTTP_FAILURE_LIMITS.reason),
      status: report.status,
      errorDescription: report.errorDescription.slice(0, HTTP_FAILURE_LIMITS.errorDescription),
      url: location.pathname.slice(0, HTTP_FAILURE_LIMITS.url),
    }),
  }).catch(() => {});
}

export interface SendOptions {
  /** The access token to send (a fresh one: see getFreshAccessToken); none for public calls. */
  token?: string | null;
  /** What the reports name: the GraphQL operation, or the method and path by default. */
  label?: string;
}

/** Sends one request on the network path above; answers the response whatever its status. */
export async function send(
  url: string,
  init: RequestInit = {},
  { token = null, label }: SendOptions = {},
): Promise<Response> {
  const method = init.method ?? 'GET';
  const name = label ?? `${method} ${new URL(url, location.origin).pathname}`;
  const headers = new Headers(init.headers);
  headers.set('content-language', contentLanguage());
  if (token) {
    headers.set('authorization', `Bearer ${token}`);
    const user = getCurrentUser();
    if (user) headers.set('user-uuid', user.uuid);
    const address = await lookUpIpAddress();
    if (address) headers.set('ip-address', address);
  } else {
    headers.delete('authorization');
  }

  const startedAt = performance.now();
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers });
  } catch (error) {
    reportHttpFailure({
      reason: 'No response',
      status: 0,
      errorDescription: `${name}: ${error instanceof Error ? error.message : String(error)}`,
    });
    throw error;
  }
  const latencyMs = Math.round(performance.now() - startedAt);
  if (latencyMs > HIGH_LATENCY_MS) {
    reportError({
      kind: 'HIGH_LATENCY',
      operation: name,
      latencyMs,
      message: `High latency detected. Latency: ${latencyMs}ms`,
    });
  }
  if (response.status === 401 && token) announceSessionExpired();
  if (response.status >= 500) {
    reportHttpFailure({
      reason: response.statusText || `HTTP ${response.status}`,
      status: response.status,
      errorDescription: `${name}: ${await describeBody(response)}`,
    });
  }
  return response;
}

/** The server's own words for a failure (its message), else the body's first characters. */
async function describeBody(response: Response): Promise<string> {
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: the text itself.
  }
  return text.slice(0, 500) || `HTTP ${response.status}`;
}

/** `send` for a path of this app's API, with a JSON body when one is given. */
export function sendJson(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options?: SendOptions,
): Promise<Response> {
  return send(
    apiUrl(path),
    {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    options,
  );
}
