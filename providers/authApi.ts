import { TOKEN_REFRESH_THRESHOLD_SECONDS } from '../contract/session';
import type { CurrentUser, TokenResponse } from '../contract/users';
import { apiUrl, paths } from './api';
import { reportError } from './monitoring';
import {
  clearSession,
  getAccessToken,
  getAccessTokenExpiry,
  getRefreshToken,
  saveSession,
} from './session';

/** The uaa service's REST calls (login, refresh, logout, authRole), as the browser makes them. */

/** A failed REST call: the HTTP status and the catalogue code the server answered with. */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
  }

  /** Where Apollo's error handling (and so ra-data-graphql's) looks for the HTTP status. */
  get statusCode(): number {
    return this.status;
  }
}

/** POSTs JSON; failed requests that are not the caller's fault are reported to the monitor. */
async function postJson<T>(url: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    reportError({ kind: 'HTTP_FAILURE', httpStatus: 0, message: `${url}: ${String(error)}` });
    throw new AuthApiError(0, undefined, 'zabuni.errors.network');
  }
  const payload = await response.json().catch(() => ({}));
  if (response.status >= 500) {
    reportError({
      kind: 'HTTP_FAILURE',
      httpStatus: response.status,
      message: `${url}: ${response.statusText}`,
    });
  }
  if (!response.ok) throw new AuthApiError(response.status, payload.code, payload.message ?? '');
  return payload as T;
}

export async function requestLogin(username: string, password: string): Promise<TokenResponse> {
  const tokens = await postJson<TokenResponse>(apiUrl(paths.login), { username, password });
  saveSession(tokens);
  return tokens;
}

export async function requestLogout(): Promise<void> {
  const refreshToken = getRefreshToken();
  clearSession();
  if (refreshToken)
    await postJson(apiUrl(paths.logout), { refresh_token: refreshToken }).catch(() => {});
}

export async function fetchCurrentUser(): Promise<CurrentUser> {
  const response = await fetch(apiUrl(paths.authRole), {
    headers: { authorization: `Bearer ${getAccessToken()}` },
  });
  if (!response.ok) throw new AuthApiError(response.status, undefined, 'authRole failed');
  return (await response.json()) as CurrentUser;
}

let refreshing: Promise<string> | undefined;

/**
 * The access token to send now. With 50 seconds or less left it is refreshed first (one refresh at
 * a time, however many requests wait); a failed refresh ends the session with a 401.
 */
export async function getFreshAccessToken(): Promise<string | null> {
  const token = getAccessToken();
  if (!token) return null;
  const secondsLeft = (getAccessTokenExpiry() - Date.now()) / 1000;
  if (secondsLeft > TOKEN_REFRESH_THRESHOLD_SECONDS) return token;
  refreshing ??= postJson<TokenResponse>(apiUrl(paths.refresh), {
    refresh_token: getRefreshToken(),
  })
    .then((tokens) => {
      saveSession(tokens);
      return tokens.access_token;
    })
    .catch((error: unknown) => {
      clearSession();
      throw error instanceof AuthApiError
        ? error
        : new AuthApiError(401, undefined, 'refresh failed');
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}
