import { createAuthProvider } from '../../providers/authProvider';

/** The session's provider, its access rules loaded with the admin (accessControl.ts). */
export const authProvider = createAuthProvider(() => import('./accessControl'));
