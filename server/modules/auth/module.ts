import type { ServerModule } from '../../serviceModules';
import { authRoutes } from './routes';
import { secondFactorSignInRoutes } from './secondFactorSignIn';

/** Sign-in (with its second step), refresh, sign-out and the current user's role (REST on uaa). */
export default {
  routes: ({ config, accessTokens }) => [
    ...authRoutes(config, accessTokens),
    ...secondFactorSignInRoutes(config, accessTokens),
  ],
} satisfies ServerModule;
