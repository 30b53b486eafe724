import type { AuthProvider } from 'react-admin';
import { canAccessResource } from './accessControl';
import { requestLogin, requestLogout } from './authApi';
import { postLoginRoute } from './postLoginRoute';
import type { TokenResponse } from '../contract/users';
import { clearSession, getCurrentUser, isLoggedIn, saveSession } from './session';
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

/** react-admin's view of the session: sign-in, sign-out, who the user is and what they may do. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    // "If already logged in, stored data is cleared first."
    if (isLoggedIn()) clearSession();
    const { user } = await requestLogin(username, password);
    const route = postLoginRoute(user);
    if (!route) {
      await requestLogout();
      throw new Error('zabuni.login.notAllowed');
    }
    startSessionClock();
    resetSessionExpired();
    // After a time-out the user returns to where they were.
    return { redirectTo: takeTimeOutUrl() ?? route };
  },

  async logout() {
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
    const user = getCurrentUser();
    if (!user) throw new Error('not signed in');
    return { id: user.uuid, fullName: user.fullName, email: user.email };
  },

  async canAccess({ resource, action }) {
    const user = getCurrentUser();
    return !!user && canAccessResource(user, resource, action);
  },

  async getPermissions() {
    return getCurrentUser()?.permissions ?? [];
  },
};
