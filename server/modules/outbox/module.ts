import type { ServerModule } from '../../serviceModules';
import { outboxRoutes } from './routes';

/** The development outbox: mail and SMS the server would have sent (never in production). */
export default {
  routes: ({ config }) => (config.isProduction ? [] : outboxRoutes()),
} satisfies ServerModule;
