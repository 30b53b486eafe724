import type { ServerModule } from '../../serviceModules';
import { ocdsRoutes } from './ocdsRoutes';
import { annualProcurementPlanResolvers } from './resolvers';

export default {
  endpoints: [
    { service: 'app', schema: 'schema.graphql', resolvers: annualProcurementPlanResolvers },
  ],
  // Published plans as OCDS release packages (REST).
  routes: ({ config }) => ocdsRoutes(config),
} satisfies ServerModule;
