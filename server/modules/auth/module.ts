import type { ServerModule } from '../../serviceModules';
import { authRoutes } from './routes';
import { secondFactorSignInRoutes } from './secondFactorSignIn';
import { securityRoutes } from './securityRoutes';

/**
 * Sign-in (with its second step), refresh, sign-out, the current user's role, and the user's second
 * factors (account security, step-up, an administrator's reset), all REST on uaa.
 */
export default {
  routes: ({ config, accessTokens, messenger }) => [
    ...authRoutes(config, accessTokens),
    ...secondFactorSignInRoutes(config, accessTokens),
    ...securityRoutes(config, accessTokens, messenger),
  ],
} satisfies ServerModule;
