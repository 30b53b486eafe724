import type { AuthProvider } from 'react-admin';
import { canAccessResource } from './accessControl';
import { AuthApiError, requestLogin, requestLogout } from './authApi';
import { postLoginRoute } from './postLoginRoute';
import { clearSession, getCurrentUser, isLoggedIn } from './session';

/** react-admin's view of the session: sign-in, sign-out, who the user is and what they may do. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    // "If already logged in, stored data is cleared first."
    if (isLoggedIn()) clearSession();
    const { user } = await requestLogin(username, password);
    const redirectTo = postLoginRoute(user);
    if (!redirectTo) {
      await requestLogout();
      throw new Error('zabuni.login.notAllowed');
    }
    return { redirectTo };
  },

  async logout() {
    await requestLogout();
    return '/login';
  },

  async checkAuth() {
    if (!isLoggedIn()) throw new Error('not signed in');
  },

  async checkError(error: { status?: number; networkError?: { statusCode?: number } }) {
    // A 401 means the token is no longer accepted: the session ends.
    const status = error?.status ?? error?.networkError?.statusCode;
    if (status === 401 || (error instanceof AuthApiError && error.status === 401)) {
      clearSession();
      throw new Error('zabuni.responseCodes.9005');
    }
  },

  async getIdentity() {
    const user = getCurrentUser();
    if (!user) throw new Error('not signed in');
    return { id: user.uuid, fullName: user.fullName, email: user.email };
  },

  async canAccess({ resource, action }) {
    const user = getCurrentUser();
    return !!user && canAccessResource(user.permissions, resource, action);
  },

  async getPermissions() {
    return getCurrentUser()?.permissions ?? [];
  },
};
