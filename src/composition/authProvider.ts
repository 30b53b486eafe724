import type { AuthProvider } from 'react-admin';
import { createAuthProvider } from '../../providers/authProvider';
import { preloadSignIn } from '../../custom-pages/publicRoutes';

const provider = createAuthProvider(() => import('./accessControl'));

/**
 * The session's provider, its access rules loaded with the admin (accessControl.ts). A sign-out
 * (asked for, timed out, ended by the server) starts Sign In's download with its own call: the
 * page it leads to is a chunk of its own (decision 193).
 */
export const authProvider: AuthProvider = {
  ...provider,
  logout: (params) => {
    void preloadSignIn();
    return provider.logout(params);
  },
};
