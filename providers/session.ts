import { LocalItem, SessionItem } from '../contract/session';
import type { CurrentUser, TokenResponse } from '../contract/users';
import { RoleName } from '../contract/users';

/**
 * The signed-in session as the browser keeps it: the spec's sessionStorage items (per tab, so a second
 * tab starts signed out) and the localStorage flags the shell reads.
 */
const CURRENT_USER = 'currentUser';

export function saveSession(tokens: TokenResponse): void {
  sessionStorage.setItem(SessionItem.accessToken, tokens.access_token);
  sessionStorage.setItem(SessionItem.refreshToken, tokens.refresh_token);
  sessionStorage.setItem(SessionItem.expireTime, String(Date.now() + tokens.expires_in * 1000));
  sessionStorage.setItem(SessionItem.isLoggedIn, 'true');
  saveCurrentUser(tokens.user);
}

export function saveCurrentUser(user: CurrentUser): void {
  const roles = user.rolesListStrings;
  sessionStorage.setItem(CURRENT_USER, JSON.stringify(user));
  sessionStorage.setItem(SessionItem.serviceUserType, user.userTypeEnum);
  sessionStorage.setItem(SessionItem.institutionUpdate, String(user.institutionUpdated));
  sessionStorage.setItem(SessionItem.firstLogin, String(user.firstLogin));
  localStorage.setItem(LocalItem.accountUuid, user.uuid);
  localStorage.setItem(LocalItem.userUuid, user.uuid);
  localStorage.setItem(LocalItem.userSystemAccessRoles, JSON.stringify(roles));
  localStorage.setItem(
    LocalItem.isProcurementOfficer,
    String(roles.includes(RoleName.procurementOfficer)),
  );
  localStorage.setItem(LocalItem.isHeadOfPmu, String(roles.includes(RoleName.headOfPmu)));
  // "A further flag records whether the user has a department."
  localStorage.setItem(LocalItem.hasDepartment, String(user.hasDepartment));
  localStorage.setItem(
    LocalItem.isAccountingOfficer,
    String(roles.includes(RoleName.accountingOfficer)),
  );
}

/** Keeps a name the person just gave (their own details) in this tab's session. */
export function renameCurrentUser(fullName: string): void {
  const user = getCurrentUser();
  if (user) saveCurrentUser({ ...user, fullName });
}

/**
 * Ends this tab's session. keepBrowserItems leaves the browser-wide items alone when they belong to
 * another user who signed in from another tab.
 */
export function clearSession({ keepBrowserItems = false } = {}): void {
  for (const key of [...Object.values(SessionItem), CURRENT_USER]) {
    if (key !== SessionItem.loginRedirectUrl) sessionStorage.removeItem(key);
  }
  if (!keepBrowserItems) {
    for (const key of Object.values(LocalItem)) localStorage.removeItem(key);
  }
}

export const isLoggedIn = (): boolean =>
  sessionStorage.getItem(SessionItem.isLoggedIn) === 'true' &&
  !!sessionStorage.getItem(SessionItem.accessToken);

export const getAccessToken = (): string | null => sessionStorage.getItem(SessionItem.accessToken);
export const getRefreshToken = (): string | null =>
  sessionStorage.getItem(SessionItem.refreshToken);

/** Milliseconds since the epoch at which the access token expires (0 when signed out). */
export const getAccessTokenExpiry = (): number =>
  Number(sessionStorage.getItem(SessionItem.expireTime) ?? 0);

export function getCurrentUser(): CurrentUser | null {
  const stored = sessionStorage.getItem(CURRENT_USER);
  return stored ? (JSON.parse(stored) as CurrentUser) : null;
}

/** Who is signed in as react-admin shows them (its getIdentity), or undefined when nobody is. */
export function currentIdentity() {
  const user = getCurrentUser();
  return user ? { id: user.uuid, fullName: user.fullName, email: user.email } : undefined;
}

/** Only paths inside this app are kept and followed, so a stored value cannot send anyone elsewhere. */
const isAppPath = (path: string | null): path is string =>
  !!path && path.startsWith('/') && !path.startsWith('//');

/** The page a guarded route sent a signed-out visitor away from (the spec's loginRedirectURL). */
export function rememberLoginRedirectUrl(path: string): void {
  if (isAppPath(path) && !path.startsWith('/login')) {
    sessionStorage.setItem(SessionItem.loginRedirectUrl, path);
  }
}

export function getLoginRedirectUrl(): string | null {
  const stored = sessionStorage.getItem(SessionItem.loginRedirectUrl);
  return isAppPath(stored) ? stored : null;
}

/** Followed once after sign-in: answered and removed. */
export function takeLoginRedirectUrl(): string | null {
  const stored = getLoginRedirectUrl();
  sessionStorage.removeItem(SessionItem.loginRedirectUrl);
  return stored;
}
