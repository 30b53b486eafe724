import { graphqlServices } from '../../../contract/services';
import type { ServerModule } from '../../serviceModules';
import { csvImportRoutes } from './routes';

/** The CSV import of every reference list (decision 104): REST routes of their services. */
export default {
  routes: ({ config, workers }) => csvImportRoutes(config.product, graphqlServices, workers),
} satisfies ServerModule;
