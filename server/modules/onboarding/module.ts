import type { ServerModule } from '../../serviceModules';
import { accountRoutes } from './accountRoutes';
import { invitationRoutes } from './invitationRoutes';
import { tokenLinkRoutes } from './tokenLinkRoutes';

/** Registration, OTP, password recovery, emailed links and invitations (REST on uaa). */
export default {
  routes: ({ config, accessTokens, messenger }) => [
    ...accountRoutes(config, messenger),
    ...tokenLinkRoutes(config),
    ...invitationRoutes(config, accessTokens),
  ],
} satisfies ServerModule;
