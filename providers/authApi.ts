import { restPaths, DEFAULT_PRODUCT } from '../contract/services';
import { TOKEN_REFRESH_THRESHOLD_SECONDS } from '../contract/session';
import type { CurrentUser, TokenResponse } from '../contract/users';
import {
  clearSession,
  getAccessToken,
  getAccessTokenExpiry,
  getRefreshToken,
  saveSession,
} from './session';

/** The uaa service's REST calls (login, refresh, logout, authRole), as the browser makes them. */
export const product: string = import.meta.env.VITE_PRODUCT || DEFAULT_PRODUCT;
export const paths = restPaths(product);

/** The API is served by the same origin as the app. */
export const apiUrl = (path: string): string => new URL(path, window.location.origin).toString();

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

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const payload = await response.json().catch(() => ({}));
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
