import type { AuthProvider } from 'react-admin';
import { requestLogin, requestLogout } from './authApi';
import { postLoginRoute } from './postLoginRoute';
import type { CurrentUser, TokenResponse } from '../contract/users';
import {
  clearSession,
  currentIdentity,
  getCurrentUser,
  isLoggedIn,
  rememberLoginRedirectUrl,
  saveSession,
  takeLoginRedirectUrl,
} from './session';
import { startSessionClock, takeTimeOutUrl } from './sessionClock';
import { announceSessionExpired, resetSessionExpired } from './sessionEvents';

/**
 * Starts a session from tokens the server gave outside the Sign In page (a manufacturer's
 * invitation); the Sign In page's own path ends the same way.
 */
export function startSignedInSession(tokens: TokenResponse): void {
  if (isLoggedIn()) clearSession();
  saveSession(tokens);
  startSessionClock();
  resetSessionExpired();
}

/** The access rules, which come from every resource's descriptor (src/composition/accessControl.ts). */
export type LoadAccessRules = () => Promise<{
  canAccessResource(user: CurrentUser, resource: string, action: string): boolean;
}>;

/**
 * react-admin's view of the session: sign-in, sign-out, who the user is and what they may do, the
 * last by the rules `loadAccessRules` loads (with the admin, not with Sign In).
 */
export const createAuthProvider = (loadAccessRules: LoadAccessRules): AuthProvider => ({
  /** By password, or with the tokens a completed second factor gave (`tokens`, issue 40). */
  async login(params: { username: string; password: string } | { tokens: TokenResponse }) {
    // "If already logged in, stored data is cleared first."
    if (isLoggedIn()) clearSession();
    if ('tokens' in params) saveSession(params.tokens);
    const { user } =
      'tokens' in params ? params.tokens : await requestLogin(params.username, params.password);
    const route = postLoginRoute(user);
    if (!route) {
      await requestLogout();
      throw new Error('zabuni.login.notAllowed');
    }
    startSessionClock();
    resetSessionExpired();
    // After a time-out the user returns to where they were; after a guarded page sent them to Sign
    // In, to that page (loginRedirectURL), unless they must first sign the policies or complete the
    // institution's details.
    const isGate = route === '/pe-signature' || route === '/institution/edit-intitution-details';
    const guardedPage = takeLoginRedirectUrl();
    return { redirectTo: takeTimeOutUrl() ?? (isGate ? route : (guardedPage ?? route)) };
  },

  async logout() {
    // Signed out already: a guarded page is sending the visitor to Sign In. The spec's session item
    // loginRedirectURL keeps where they wanted to go (followed after sign-in, and by manufacturer-redirect).
    if (!isLoggedIn()) rememberLoginRedirectUrl(`${location.pathname}${location.search}`);
    await requestLogout();
    return '/login';
  },

  async checkAuth() {
    if (!isLoggedIn()) throw new Error('not signed in');
  },

  async checkError(error: { status?: number }) {
    // A 401 means the token is no longer accepted: the shell's one-time dialog takes the user to
    // Sign In (rejecting here would log out at once, without it).
    if (error?.status === 401) announceSessionExpired();
  },

  async getIdentity() {
    const identity = currentIdentity();
    if (!identity) throw new Error('not signed in');
    return identity;
  },

  async canAccess({ resource, action }) {
    const user = getCurrentUser();
    if (!user) return false;
    const { canAccessResource } = await loadAccessRules();
    return canAccessResource(user, resource, action);
  },

  async getPermissions() {
    return getCurrentUser()?.permissions ?? [];
  },
});
