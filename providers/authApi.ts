import { TOKEN_REFRESH_THRESHOLD_SECONDS } from '../contract/session';
import type { SecondFactorPending } from '../contract/secondFactor';
import type { CurrentUser, TokenResponse } from '../contract/users';
import { paths } from './api';
import { sendJson } from './http';
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
    /** From the answer's Retry-After: how long until the server lets the next attempt through. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** Where Apollo's error handling (and so ra-data-graphql's) looks for the HTTP status. */
  get statusCode(): number {
    return this.status;
  }
}

/**
 * The answer of one REST call of the auth pages, sent by `send` on the network path
 * (providers/http.ts, which reports failures): its JSON, or an AuthApiError with the status, the
 * catalogue code and Retry-After; a call that never reached the server is a network error.
 */
export async function authAnswer<T>(send: () => Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await send();
  } catch {
    throw new AuthApiError(0, undefined, 'zabuni.errors.network');
  }
  const payload = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new AuthApiError(
      response.status,
      payload.code,
      payload.message ?? '',
      retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return payload as T;
}

/** POSTs JSON and reads the answer. */
const postJson = <T>(path: string, body: unknown): Promise<T> =>
  authAnswer(() => sendJson('POST', path, body));

/** The password was right; a second factor (or enrolment) must follow before any token. */
export class SecondFactorNeeded extends Error {
  constructor(readonly pending: SecondFactorPending['secondFactor']) {
    super('zabuni.secondFactor.needed');
  }
}

export async function requestLogin(username: string, password: string): Promise<TokenResponse> {
  const answer = await postJson<TokenResponse | SecondFactorPending>(paths.login, {
    username,
    password,
  });
  if ('secondFactor' in answer) throw new SecondFactorNeeded(answer.secondFactor);
  saveSession(answer);
  return answer;
}

export async function requestLogout(): Promise<void> {
  const refreshToken = getRefreshToken();
  clearSession();
  if (refreshToken) await postJson(paths.logout, { refresh_token: refreshToken }).catch(() => {});
}

export async function fetchCurrentUser(): Promise<CurrentUser> {
  const response = await sendJson('GET', paths.authRole, undefined, { token: getAccessToken() });
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
  refreshing ??= postJson<TokenResponse>(paths.refresh, {
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
