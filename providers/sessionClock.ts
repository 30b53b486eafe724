import { SESSION_LENGTH_MS } from '../contract/session';

/**
 * The inactivity clock, kept in localStorage under the existing platform's key names so that every tab
 * of this browser sees the same expiry.
 */
export const SessionClockKey = {
  expireIn: 'expireIn',
  loginTime: 'loginTime',
  isPopUpShown: 'isPopUpshown',
  timeOut: 'timeOut',
  timeOutUrl: 'timeOutUrl',
} as const;

export const SESSION_TIMED_OUT = 'Session Timed Out';

export const sessionExpiresAt = (): number =>
  Number(localStorage.getItem(SessionClockKey.expireIn) ?? 0);

/** Renews the expiry to 15 minutes from now. */
export function renewSession(now = Date.now()): void {
  localStorage.setItem(SessionClockKey.expireIn, String(now + SESSION_LENGTH_MS));
}

export function startSessionClock(now = Date.now()): void {
  localStorage.setItem(SessionClockKey.loginTime, String(now));
  localStorage.removeItem(SessionClockKey.timeOut);
  setPopUpShown(false);
  renewSession(now);
}

export const isPopUpShown = (): boolean =>
  localStorage.getItem(SessionClockKey.isPopUpShown) === 'true';

export const setPopUpShown = (shown: boolean): void =>
  localStorage.setItem(SessionClockKey.isPopUpShown, String(shown));

/** Remembers where the user was, so that signing in again returns there. */
export function recordTimeOut(url: string): void {
  localStorage.setItem(SessionClockKey.timeOut, SESSION_TIMED_OUT);
  localStorage.setItem(SessionClockKey.timeOutUrl, url);
  setPopUpShown(false);
}

/** The URL to return to after a time-out, once: it is forgotten as it is read. */
export function takeTimeOutUrl(): string | null {
  const url = localStorage.getItem(SessionClockKey.timeOutUrl);
  localStorage.removeItem(SessionClockKey.timeOutUrl);
  localStorage.removeItem(SessionClockKey.timeOut);
  // Only a path of this app, never another site.
  return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
}
