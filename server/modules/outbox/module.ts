import type { ServerModule } from '../../serviceModules';
import { OUTBOX_PATH, outboxRoutes } from './routes';

/** The development outbox: mail and SMS the server would have sent (never in production). */
export default {
  routes: ({ config }) => (config.isProduction ? [] : outboxRoutes()),
  pathPrefixes: (config) => (config.isProduction ? [] : [OUTBOX_PATH]),
} satisfies ServerModule;
