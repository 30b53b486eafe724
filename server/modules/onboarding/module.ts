import type { ServerModule } from '../../serviceModules';
import { activationRoutes } from './activationRoutes';
import { invitationRoutes } from './invitationRoutes';
import { passwordRoutes } from './passwordRoutes';
import { createRequestStore } from './requests.store';
import { tokenLinkRoutes } from './tokenLinkRoutes';

/** Registration, OTP, password recovery, emailed links and invitations (REST on uaa). */
export default {
  routes: ({ config, accessTokens, messenger }) => [
    ...activationRoutes(config, messenger),
    ...passwordRoutes(config, messenger),
    ...tokenLinkRoutes(config),
    ...invitationRoutes(config, accessTokens),
  ],
} satisfies ServerModule;

/** Raises the requests that emailed links answer, for seeds and tests (createApp's `requests`). */
export const onboardingRequests = createRequestStore;
