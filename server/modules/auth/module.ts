import type { ServerModule } from '../../serviceModules';
import { authRoutes } from './routes';

/** Sign-in, refresh, sign-out and the current user's role (REST on uaa). */
export default {
  routes: ({ config, accessTokens }) => authRoutes(config, accessTokens),
} satisfies ServerModule;
