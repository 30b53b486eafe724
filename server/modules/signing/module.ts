import type { ServerModule } from '../../serviceModules';
import { dsmsRoutes } from './routes';

/** The document signing service (dsms): certificates, attachments and signed PDFs (REST). */
export default {
  routes: ({ config, workers }) => dsmsRoutes(config, workers),
} satisfies ServerModule;
